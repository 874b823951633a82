import {
  amountToSend,
  amountWithIncrement,
  bidIncrements,
  currentBid,
  digitsOnly,
  leadLostTo,
  lowestAcceptedBid,
  lowestProxyMaximum,
  ownHighestBid,
  proxyMaximumProblemText,
  showsBidBox,
} from './bid-rules';

describe('bid amount rules', () => {
  it('keeps digits only: letters, separators, signs and leading zeros are dropped', () => {
    expect(digitsOnly('12a.5,00')).toBe('12500');
    expect(digitsOnly('-1500')).toBe('1500');
    expect(digitsOnly('  007 ')).toBe('7');
    expect(digitsOnly('1e5')).toBe('15');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('12345678901234567')).toBe('1234567890123');
  });

  it('offers the increments of the opening price band (docs/spec.md §9)', () => {
    expect(bidIncrements(9_999)).toEqual([50, 100, 200, 500]);
    expect(bidIncrements(10_000)).toEqual([500, 1000, 2000, 5000]);
    expect(bidIncrements(99_999)).toEqual([500, 1000, 2000, 5000]);
    expect(bidIncrements(100_000)).toEqual([1000, 2000, 5000, 10000]);
    expect(bidIncrements(1_000_000)).toEqual([20000, 30000, 40000, 50000]);
    expect(bidIncrements(null)).toEqual([50, 100, 200, 500]);
  });

  it('adds the increment to the highest bid, or to the opening price before the first bid', () => {
    expect(amountWithIncrement(45_000, 52_000, 1000)).toBe(53_000);
    expect(amountWithIncrement(45_000, 0, 500)).toBe(45_500);
    expect(currentBid(null, 0)).toBe(0);
  });

  it('names the lowest bid the server accepts: the opening price first, then highest + smallest step', () => {
    expect(lowestAcceptedBid(45_000, 0)).toBe(45_000);
    expect(lowestAcceptedBid(45_000, 52_000)).toBe(52_500);
    expect(lowestAcceptedBid(1_500_000, 1_600_000)).toBe(1_620_000);
  });

  it('sends the typed digits or the chosen step; nothing when neither is there', () => {
    const base = { openingPrice: 8000, highestBid: 8400 };
    expect(amountToSend({ ...base, mode: 'tutar', typed: '9.000', increment: 50 })).toBe(9000);
    expect(amountToSend({ ...base, mode: 'tutar', typed: '', increment: 50 })).toBeNull();
    expect(amountToSend({ ...base, mode: 'artis', typed: '9000', increment: 200 })).toBe(8600);
    expect(amountToSend({ ...base, mode: 'artis', typed: '', increment: null })).toBeNull();
  });

  it('shows the bid box only at 213 with a current bid, an alias and the connection', () => {
    const ok = { statusId: 213, openingPrice: 8000, highestBid: 0, alias: 'Kartal-123', connected: true };
    expect(showsBidBox(ok)).toBe(true);
    expect(showsBidBox({ ...ok, statusId: 212 })).toBe(false);
    expect(showsBidBox({ ...ok, statusId: 214 })).toBe(false);
    expect(showsBidBox({ ...ok, alias: null })).toBe(false);
    expect(showsBidBox({ ...ok, connected: false })).toBe(false);
    expect(showsBidBox({ ...ok, openingPrice: 0 })).toBe(false);
    expect(showsBidBox({ ...ok, openingPrice: 0, highestBid: 500 })).toBe(true);
  });
});

describe('otomatik teklif maximum in the bid box', () => {
  const rules = { openingPrice: 45_000, highestBid: 52_000, currency: 'TL' };

  it('finds the own highest bid by the tender alias, 0 without one', () => {
    const bids = [
      { alias: 'Kartal-101', amount: 52_000 },
      { alias: 'Şahin-202', amount: 51_000 },
      { alias: 'Kartal-101', amount: 50_000 },
    ];
    expect(ownHighestBid(bids, 'Kartal-101')).toBe(52_000);
    expect(ownHighestBid(bids, 'Şahin-202')).toBe(51_000);
    expect(ownHighestBid(bids, 'Atmaca-303')).toBe(0);
    expect(ownHighestBid(bids, null)).toBe(0);
  });

  it('hints the lowest acceptable bid, or the own bid while leading', () => {
    expect(lowestProxyMaximum({ ...rules, ownHighestBid: null })).toBe(52_500);
    expect(lowestProxyMaximum({ ...rules, ownHighestBid: 51_000 })).toBe(52_500);
    expect(lowestProxyMaximum({ ...rules, ownHighestBid: 52_000 })).toBe(52_000);
    expect(lowestProxyMaximum({ openingPrice: 8000, highestBid: 0, ownHighestBid: null, currency: 'TL' })).toBe(8000);
  });

  it('names the problem of a typed maximum in the texts of lib/rules/proxy-bid.ts', () => {
    expect(proxyMaximumProblemText({ ...rules, ownHighestBid: null, typed: '' })).toBe('Lütfen azami tutarı giriniz.');
    expect(proxyMaximumProblemText({ ...rules, ownHighestBid: null, typed: '52.499' })).toBe(
      'Azami tutar en az 52.500,00 TL olmalıdır.',
    );
    expect(proxyMaximumProblemText({ ...rules, currency: 'EUR', ownHighestBid: null, typed: '52.499' })).toBe(
      'Azami tutar en az 52.500,00 EUR olmalıdır.',
    );
    expect(proxyMaximumProblemText({ ...rules, ownHighestBid: null, typed: '52500' })).toBeNull();
    // Unknown own bid: only the minimum is checked, the server has the last word.
    expect(proxyMaximumProblemText({ ...rules, ownHighestBid: null, typed: '52000' })).not.toBeNull();
    // Leading: anything from the own bid up is fine, below it is refused.
    expect(proxyMaximumProblemText({ ...rules, ownHighestBid: 52_000, typed: '52000' })).toBeNull();
    expect(proxyMaximumProblemText({ ...rules, ownHighestBid: 52_000, typed: '51999' })).toBe(
      'Azami tutar, verdiğiniz en yüksek tekliften düşük olamaz.',
    );
  });
});

describe('leadLostTo (the outbid announcement)', () => {
  const top = (alias: string, amount: number) => ({ alias, amount });
  it('tells the amount when another alias takes the lead the account held', () => {
    expect(leadLostTo('Kartal-1', top('Şahin-2', 12_500), 'Kartal-1')).toBe(12_500);
  });
  it('is silent when the account did not lead, still leads, has no alias, or there is no bid', () => {
    expect(leadLostTo('Şahin-2', top('Doğan-3', 13_000), 'Kartal-1')).toBeNull();
    expect(leadLostTo('Kartal-1', top('Kartal-1', 13_000), 'Kartal-1')).toBeNull();
    expect(leadLostTo(null, top('Şahin-2', 12_500), 'Kartal-1')).toBeNull();
    expect(leadLostTo('Kartal-1', top('Şahin-2', 12_500), null)).toBeNull();
    expect(leadLostTo('Kartal-1', null, 'Kartal-1')).toBeNull();
  });
});
