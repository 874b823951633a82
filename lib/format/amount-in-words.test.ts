import { amountInWords } from './amount-in-words';

describe('amount in words', () => {
  it('says a bid in Turkish lira the way the confirmation shows it', () => {
    expect(amountInWords(1_180_000, 'TL')).toBe('bir milyon yüz seksen bin Türk lirası');
    expect(amountInWords(1_180_000)).toBe('bir milyon yüz seksen bin Türk lirası');
  });

  it('writes "bin", never "bir bin", for a thousand, also inside larger numbers', () => {
    expect(amountInWords(1000, 'TL')).toBe('bin Türk lirası');
    expect(amountInWords(1500, 'TL')).toBe('bin beş yüz Türk lirası');
    expect(amountInWords(101_000, 'TL')).toBe('yüz bir bin Türk lirası');
    expect(amountInWords(1_001_000, 'TL')).toBe('bir milyon bin Türk lirası');
    expect(amountInWords(100, 'TL')).toBe('yüz Türk lirası');
  });

  it('adds the kuruş of a decimal amount, rounded to the hundredth like the figures', () => {
    expect(amountInWords(1_180_000.5, 'TL')).toBe('bir milyon yüz seksen bin Türk lirası elli kuruş');
    expect(amountInWords(12.05, 'TL')).toBe('on iki Türk lirası beş kuruş');
    expect(amountInWords(0.5, 'TL')).toBe('elli kuruş');
    expect(amountInWords(99.999, 'TL')).toBe('yüz Türk lirası');
  });

  it('names euro and US dollar with their sent', () => {
    expect(amountInWords(250_000, 'EUR')).toBe('iki yüz elli bin avro');
    expect(amountInWords(1_180_000, 'USD')).toBe('bir milyon yüz seksen bin ABD doları');
    expect(amountInWords(10.75, 'EUR')).toBe('on avro yetmiş beş sent');
    expect(amountInWords(3.2, 'USD')).toBe('üç ABD doları yirmi sent');
    expect(amountInWords(45_000, 'TRY')).toBe('kırk beş bin Türk lirası');
  });

  it('keeps an unknown currency name after the number', () => {
    expect(amountInWords(12.5, 'GBP')).toBe('on iki virgül elli GBP');
    expect(amountInWords(2000, 'GBP')).toBe('iki bin GBP');
  });

  it('says zero, and nothing for an amount that is not one', () => {
    expect(amountInWords(0, 'TL')).toBe('sıfır Türk lirası');
    expect(amountInWords(Number.NaN, 'TL')).toBe('');
    expect(amountInWords(-5, 'TL')).toBe('');
  });

  it('reads the largest bid the box takes (13 digits)', () => {
    expect(amountInWords(9_999_999_999_999, 'TL')).toBe(
      'dokuz trilyon dokuz yüz doksan dokuz milyar dokuz yüz doksan dokuz milyon dokuz yüz doksan dokuz bin dokuz yüz doksan dokuz Türk lirası',
    );
  });
});
