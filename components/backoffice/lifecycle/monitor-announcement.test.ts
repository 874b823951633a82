import { newBidsAnnouncement } from './monitor-announcement';

const bid = (seq: number, amount: number, alias = `R${seq}`, automatic = false) => ({
  id: seq,
  seq,
  alias,
  amount,
  time: '2026-11-24T10:00:00Z',
  automatic,
});
const money = (n: number) => `${n} TL`;

describe('newBidsAnnouncement', () => {
  it('says nothing without new bids', () => {
    expect(newBidsAnnouncement([bid(2, 200), bid(1, 100)], 2, money)).toBeNull();
    expect(newBidsAnnouncement([], 0, money)).toBeNull();
  });
  it('names one new bid with its alias, and marks an automatic one', () => {
    expect(newBidsAnnouncement([bid(3, 300, 'Kartal'), bid(2, 200)], 2, money)).toBe('Yeni teklif: 300 TL, Kartal.');
    expect(newBidsAnnouncement([bid(3, 300, 'Kartal', true)], 2, money)).toBe(
      'Yeni teklif: 300 TL, Kartal (otomatik).',
    );
  });
  it('sums up several new bids in one sentence, naming the highest', () => {
    expect(newBidsAnnouncement([bid(5, 500, 'Şahin'), bid(4, 400), bid(3, 300), bid(2, 200)], 2, money)).toBe(
      '3 yeni teklif, en yükseği: 500 TL, Şahin.',
    );
  });
});
