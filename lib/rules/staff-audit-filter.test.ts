import { istanbulDayStart } from '../format/istanbul-time';
import { auditFilterQuery, auditFilterSchema } from './staff-audit-filter';

describe('audit trail filters', () => {
  it('turns Istanbul days into instants', () => {
    expect(istanbulDayStart('2026-11-20').toISOString()).toBe('2026-11-19T21:00:00.000Z');
    expect(istanbulDayStart('2026-11-30', 1).toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(istanbulDayStart('2026-12-31', 1).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('reads the query string: blanks are no filter, ids are numbers', () => {
    expect(auditFilterSchema.parse({ personelId: '3', islem: '', baslangic: '2026-11-01', sonraki: '42' })).toEqual({
      personelId: 3,
      baslangic: '2026-11-01',
      sonraki: 42,
    });
    expect(auditFilterSchema.safeParse({ baslangic: '2026-02-29' }).success).toBe(false);
    expect(auditFilterSchema.safeParse({ islem: 'toString' }).success).toBe(false);
  });

  it('writes only the set fields into the query string', () => {
    expect(auditFilterQuery({ personelId: '', islem: 'personel.rol', hedefId: ' 7 ' }, '99')).toBe(
      '?islem=personel.rol&hedefId=7&sonraki=99',
    );
    expect(auditFilterQuery({})).toBe('');
  });
});
