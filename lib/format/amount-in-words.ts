import { toCardinal } from 'n2words/tr-TR';

/**
 * An amount in Turkish words, as on a cheque or a bank slip (issue #19: the bid confirmation says
 * the amount "yazıyla" as well as in figures). n2words gives the number words ('bin', not
 * 'bir bin'); its own toCurrency says only 'lira', so the unit names are ours: the tender's currency
 * name (TL, USD, EUR; SPEC's ParaBirimi.Adi) picks the main unit and the hundredth.
 */
const UNITS: Record<string, { main: string; cent: string }> = {
  TL: { main: 'Türk lirası', cent: 'kuruş' },
  TRY: { main: 'Türk lirası', cent: 'kuruş' },
  EUR: { main: 'avro', cent: 'sent' },
  USD: { main: 'ABD doları', cent: 'sent' },
};

/**
 * 1180000, 'TL' → 'bir milyon yüz seksen bin Türk lirası'; 12.5, 'TL' → 'on iki Türk lirası elli
 * kuruş'; 0.5 → 'elli kuruş'. Rounded to the hundredth like formatMoney. An unknown currency keeps
 * its own name after the number, read as written: 12.5, 'GBP' → 'on iki virgül elli GBP'. Not a
 * finite amount ≥ 0: ''.
 */
export function amountInWords(amount: number, currency = 'TL'): string {
  if (!Number.isFinite(amount) || amount < 0) return '';
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const name = currency.trim();
  const unit = UNITS[name.toUpperCase()];
  if (!unit) return `${toCardinal(whole)}${rest ? ` virgül ${toCardinal(rest)}` : ''} ${name}`.trim();
  const main = `${toCardinal(whole)} ${unit.main}`;
  if (rest === 0) return main;
  const hundredth = `${toCardinal(rest)} ${unit.cent}`;
  return whole === 0 ? hundredth : `${main} ${hundredth}`;
}
