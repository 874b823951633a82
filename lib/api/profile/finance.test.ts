import { toFinanceLines } from './finance';

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
});
