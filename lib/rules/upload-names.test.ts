import { asciiFileName, sanitisePdfName } from './upload-names';

describe('sanitisePdfName', () => {
  it('keeps Turkish letters and ends in .pdf', () => {
    expect(sanitisePdfName('Teknik Şartname.PDF')).toBe('Teknik Şartname.pdf');
    expect(sanitisePdfName('liste')).toBe('liste.pdf');
  });
  it('drops folders, markup and control characters', () => {
    expect(sanitisePdfName('C:\\Users\\x\\<script>alert(1)</script>.pdf')).toBe('script.pdf');
    expect(sanitisePdfName('<img onerror="x">Liste.pdf')).toBe('img onerror x Liste.pdf');
    expect(sanitisePdfName('../../etc/passwd')).toBe('passwd.pdf');
    expect(sanitisePdfName('a\u0000b\u202e.pdf')).toBe('a b.pdf');
  });
  it('names an empty or dots-only name "belge.pdf" and bounds the length', () => {
    expect(sanitisePdfName('')).toBe('belge.pdf');
    expect(sanitisePdfName('...')).toBe('belge.pdf');
    expect(sanitisePdfName(undefined)).toBe('belge.pdf');
    const long = sanitisePdfName(`${'ş'.repeat(300)}.pdf`);
    expect([...long].length).toBe(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('asciiFileName', () => {
  it('spells Turkish letters in ASCII and drops quotes', () => {
    expect(asciiFileName('Teknik Şartname "İğne".pdf')).toBe('Teknik Sartname Igne.pdf');
  });
});
