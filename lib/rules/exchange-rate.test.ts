import { tlEquivalent, tlEquivalentText, vatLabel } from './exchange-rate';

const tcmb = { rate: 48.9012, date: '2026-11-24', standIn: false };

describe('TL equivalent of a foreign-currency price', () => {
  it('multiplies by the rate and rounds to kuruş', () => {
    expect(tlEquivalent(28500, 48.9012)).toBe(1393684.2);
    expect(tlEquivalent(24680, 48.9012)).toBe(1206881.62);
    expect(tlEquivalent(0.01, 42.3456)).toBe(0.42);
  });

  it('reads "≈ … TL (TCMB döviz satış, DD.MM.YYYY)"', () => {
    expect(tlEquivalentText(28500, tcmb)).toBe('≈ 1.393.684,20 TL (TCMB döviz satış, 24.11.2026)');
  });

  it("never passes the stand-in's fixed rates off as the TCMB's", () => {
    expect(tlEquivalentText(1000, { ...tcmb, standIn: true })).toBe('≈ 48.901,20 TL (örnek kur, 24.11.2026)');
  });

  it('names KDV in words', () => {
    expect(vatLabel(true)).toBe('KDV dahil');
    expect(vatLabel(false)).toBe('KDV hariç');
  });
});
