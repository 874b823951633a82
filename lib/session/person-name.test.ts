import { displayFirstName, isLongName, splitFullName } from './person-name';

describe('splitting the e-Devlet full name', () => {
  it('takes the last word as surname and keeps every other word as first names', () => {
    expect(splitFullName('Mustafa Can Öztürk')).toEqual({ adi: 'Mustafa Can', soyadi: 'Öztürk' });
    expect(splitFullName('Ayşe Yılmaz')).toEqual({ adi: 'Ayşe', soyadi: 'Yılmaz' });
  });

  it('ignores extra spaces', () => {
    expect(splitFullName('  Ali   Rıza  Çelik ')).toEqual({ adi: 'Ali Rıza', soyadi: 'Çelik' });
  });

  it('copes with a single word or nothing', () => {
    expect(splitFullName('Zeynep')).toEqual({ adi: 'Zeynep', soyadi: '' });
    expect(splitFullName('')).toEqual({ adi: '', soyadi: '' });
    expect(splitFullName(null)).toEqual({ adi: '', soyadi: '' });
  });
});

describe('the user box name', () => {
  it('shows the first names only', () => {
    expect(displayFirstName('Mustafa Can Öztürk')).toBe('Mustafa Can');
    expect(displayFirstName('Zeynep')).toBe('Zeynep');
  });

  it('uses the long-name style above 15 characters', () => {
    expect(isLongName('Mustafa Can')).toBe(false);
    expect(isLongName('Abdurrahmanşah')).toBe(false); // 14
    expect(isLongName('Ayşe Gülizar Nu')).toBe(false); // exactly 15
    expect(isLongName('Ayşe Gülizar Nur')).toBe(true); // 16
  });
});
