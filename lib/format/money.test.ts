import { formatAmount, formatMoney } from './money';

describe('money format', () => {
  it('uses Turkish separators and two decimals', () => {
    expect(formatAmount(1234567.5)).toBe('1.234.567,50');
    expect(formatAmount(0)).toBe('0,00');
  });
  it('appends the currency name, TL by default', () => {
    expect(formatMoney(2500)).toBe('2.500,00 TL');
    expect(formatMoney(99.999, 'USD')).toBe('100,00 USD');
  });
  it('shows missing amounts as zero instead of NaN', () => {
    expect(formatAmount(undefined)).toBe('0,00');
    expect(formatAmount(Number.NaN)).toBe('0,00');
  });
});
