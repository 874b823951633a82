import {
  depositCover,
  depositPayHref,
  depositPayRequestOf,
  insufficientDepositMessage,
  withoutDepositPayRequest,
} from './deposit-cover';

describe('deposit cover (issue #36 item 4)', () => {
  it('decides in kuruş, never in floating point', () => {
    expect(depositCover(0.3, 0.1 + 0.2)).toEqual({ covered: true, shortfall: 0 });
    expect(depositCover(5000, 1000)).toEqual({ covered: false, shortfall: 4000 });
    expect(depositCover(5000, 4999.99)).toEqual({ covered: false, shortfall: 0.01 });
    // A negative balance is nothing available, not less than nothing.
    expect(depositCover(100, -50)).toEqual({ covered: false, shortfall: 100 });
  });

  it('names both amounts in the refusal, in the tender’s currency', () => {
    expect(insufficientDepositMessage(1234567.5, 1000, 'USD')).toBe(
      'Kullanılabilir teminatınız bu ihaleye katılmak için yeterli değildir. Gerekli teminat: 1.234.567,50 USD · Kullanılabilir teminatınız: 1.000,00 USD.',
    );
  });

  it('links Teminat Yatır with the currency and the missing amount, and reads them back', () => {
    const href = depositPayHref('EUR', 1500.5);
    expect(href).toBe('/finansal-bilgilerim/teminat-bilgileri?yatir=EUR&tutar=1500%2C50');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(depositPayRequestOf(params)).toEqual({ currency: 'EUR', amount: '1500,50' });
    expect(withoutDepositPayRequest(new URLSearchParams('yatir=EUR&tutar=1&odeme=x')).toString()).toBe('odeme=x');
  });

  it('ignores a request it cannot serve', () => {
    expect(depositPayRequestOf(new URLSearchParams(''))).toBeNull();
    expect(depositPayRequestOf(new URLSearchParams('yatir=GBP'))).toBeNull();
    expect(depositPayRequestOf(new URLSearchParams('yatir=TL&tutar=abc'))).toEqual({ currency: 'TL', amount: '' });
  });
});
