import { toFinanceLines, toFinanceSummary } from './finance';

describe('financial summary', () => {
  it('shows all seven amounts of docs/spec.md §3 with Turkish labels, each once', () => {
    const lines = toFinanceLines({
      kazandigimIhalelerToplami: 61000,
      yatirilanTeminatTutariToplami: 5_000_000,
      kullanilabilirTeminatTutari: 4_900_000,
      blokajliTeminatTutariToplami: 10_000,
      yananTeminatlarToplami: 0,
      iadeBekleyenTeminatlarToplami: 90_000,
      iadeAldigimTeminatlarToplami: 0,
    });
    expect(lines).toHaveLength(7);
    expect(new Set(lines.map((l) => l.key)).size).toBe(7);
    expect(lines.find((l) => l.key === 'iadeBekleyenTeminatlarToplami')).toMatchObject({
      label: 'İade Bekleyen Teminatlar',
      amount: 90_000,
    });
    expect(lines.find((l) => l.key === 'kazandigimIhalelerToplami')?.label).toBe('Kazandığım İhaleler Toplamı');
  });

  it('shows zero for an amount the answer lacks', () => {
    expect(toFinanceLines({ kullanilabilirTeminatTutari: 12 }).filter((l) => l.amount === 0)).toHaveLength(6);
  });

  it('keeps every other currency as its own group; a TL-only account has none', () => {
    const s = toFinanceSummary({
      kullanilabilirTeminatTutari: 5,
      paraBirimleri: [
        {
          paraBirimi: 'USD',
          kazandigimIhalelerToplami: 0,
          yatirilanTeminatTutariToplami: 2500,
          kullanilabilirTeminatTutari: 1860,
          blokajliTeminatTutariToplami: 0,
          yananTeminatlarToplami: 0,
          iadeBekleyenTeminatlarToplami: 600,
          iadeAldigimTeminatlarToplami: 40,
        },
      ],
    });
    expect(s.lines.find((l) => l.key === 'kullanilabilirTeminatTutari')?.amount).toBe(5);
    expect(s.currencies.map((c) => c.currency)).toEqual(['USD']);
    expect(s.currencies[0].lines.find((l) => l.key === 'iadeAldigimTeminatlarToplami')?.amount).toBe(40);
    expect(toFinanceSummary({ kullanilabilirTeminatTutari: 5 }).currencies).toEqual([]);
  });
});
