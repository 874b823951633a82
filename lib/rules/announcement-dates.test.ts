import { parseAnnouncementSearchParams } from '../api/announcements';
import { dateRangeErrors, isoToTrDate, keepDateText, trDateToIso } from './announcement-dates';

describe('announcement filter dates as DD.MM.YYYY', () => {
  it('puts the dots in as digits are typed or pasted, and keeps nothing else', () => {
    expect(keepDateText('3')).toBe('3');
    expect(keepDateText('31')).toBe('31');
    expect(keepDateText('310')).toBe('31.0');
    expect(keepDateText('31.05')).toBe('31.05');
    expect(keepDateText('3105202')).toBe('31.05.202');
    expect(keepDateText('31/05/2024 extra 99')).toBe('31.05.2024');
    expect(keepDateText('abc')).toBe('');
  });

  it('converts between the field and the address', () => {
    expect(isoToTrDate('2024-05-31')).toBe('31.05.2024');
    expect(isoToTrDate('2024-02-30')).toBe('');
    expect(isoToTrDate('')).toBe('');
    expect(trDateToIso('31.05.2024')).toBe('2024-05-31');
    expect(trDateToIso('29.02.2023')).toBe('');
    expect(trDateToIso('31.05.20')).toBe('');
    expect(trDateToIso('2024-05-31')).toBe('');
  });

  it('says in Turkish when the start is after the end', () => {
    expect(dateRangeErrors('10.06.2024', '01.06.2024')).toEqual({
      from: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    });
    expect(dateRangeErrors('01.06.2024', '01.06.2024')).toEqual({});
    expect(dateRangeErrors('01.06.2024', '')).toEqual({});
    expect(dateRangeErrors('', '')).toEqual({});
  });

  it('names a field that is not a real day', () => {
    expect(dateRangeErrors('31.02.2024', '12.2')).toEqual({
      from: 'Başlangıç tarihi GG.AA.YYYY biçiminde geçerli bir tarih olmalıdır.',
      to: 'Bitiş tarihi GG.AA.YYYY biçiminde geçerli bir tarih olmalıdır.',
    });
  });

  it('reads DD.MM.YYYY from the address too (the form without JavaScript)', () => {
    expect(parseAnnouncementSearchParams({ baslangic: '01.05.2024', bitis: '2024-05-31' })).toMatchObject({
      from: '2024-05-01',
      to: '2024-05-31',
    });
    expect(parseAnnouncementSearchParams({ baslangic: '99.99.2024' }).from).toBe('');
  });
});
