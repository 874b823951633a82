import {
  istanbulLocalToIso as istanbulInputToIso,
  isoToIstanbulLocal as isoToIstanbulInput,
} from '../format/istanbul-time';
import { announcementFormSchema, CONTENT_MESSAGES, routeId } from './content-schemas';

describe('content forms', () => {
  it('reads a date-time field as Istanbul time, whatever the browser zone', () => {
    expect(istanbulInputToIso('2026-11-24T09:30')).toBe('2026-11-24T06:30:00.000Z');
    expect(isoToIstanbulInput('2026-11-24T21:30:00.000Z')).toBe('2026-11-25T00:30');
    expect(istanbulInputToIso(isoToIstanbulInput('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses dates that are not on the calendar or not in the field’s shape', () => {
    for (const v of ['2026-02-31T10:00', '2026-13-01T10:00', '2026-11-24 10:00', '2026-11-24T24:00', ''])
      expect(istanbulInputToIso(v)).toBeNull();
  });

  it('the announcement form: Turkish messages for each problem', () => {
    const result = announcementFormSchema.safeParse({
      baslik: '  ',
      icerik: '<p></p>',
      yayinTarihi: 'x',
      popup: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      CONTENT_MESSAGES.titleRequired,
      CONTENT_MESSAGES.contentRequired,
      CONTENT_MESSAGES.dateInvalid,
    ]);
    const ok = announcementFormSchema.parse({
      baslik: ' Başlık ',
      icerik: '<p>x</p>',
      yayinTarihi: '2026-11-24T09:30',
      popup: true,
    });
    expect(ok.baslik).toBe('Başlık');
  });

  it('route ids are positive 32-bit integers', () => {
    expect(routeId('12')).toBe(12);
    for (const v of ['0', '-1', '1.5', 'abc', '2147483648', '']) expect(routeId(v)).toBeNull();
  });
});
