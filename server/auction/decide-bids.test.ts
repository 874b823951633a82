import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TENDER_STATUS } from '../../lib/contract/lookups';
import { type BidToDecide, decideBids, type LockedTender } from './decide-bids';
import { BidMessages } from './messages';
import { at } from './test-fixtures';

const NOW = new Date('2026-11-20T09:00:00Z');
const tender = (over: Partial<LockedTender> = {}): LockedTender => ({
  durum: TENDER_STATUS.devam,
  baslangic: at(NOW, -60),
  end: at(NOW, 10),
  siraNo: 0,
  acilis: 8000,
  max: 0,
  highestCariId: null,
  sonDakika: 3,
  uzatmaDakika: 3,
  ...over,
});
const bid = (cariId: number, tutar: number, minutes: number, over: Partial<BidToDecide> = {}): BidToDecide => ({
  cariId,
  tutar,
  now: at(NOW, minutes),
  mayAct: true,
  rumuz: `R${cariId}`,
  ...over,
});
const summary = (decisions: ReturnType<typeof decideBids>) =>
  decisions.map((d) =>
    d.ok && d.bid
      ? `#${d.bid.siraNo} ${d.bid.tutar} ${d.bid.end.toISOString()}${d.bid.extended ? ' uzatıldı' : ''}`
      : !d.ok
        ? d.message
        : 'nudge',
  );

describe('deciding a batch of bids in memory', () => {
  it('each bid sees the end the previous accepted bid of the batch moved', () => {
    const decisions = decideBids(tender(), [
      bid(1, 8000, 5), // 5 minutes left: outside the 3-minute window
      bid(2, 8050, 8.5), // 1.5 minutes left: the end moves to 11.5
      bid(1, 8100, 11), // after the original end, before the moved one: accepted, end moves to 14
      bid(2, 8150, 14), // at the moved end: too late
    ]);
    assert.deepEqual(summary(decisions), [
      `#1 8000 ${at(NOW, 10).toISOString()}`,
      `#2 8050 ${at(NOW, 11.5).toISOString()} uzatıldı`,
      `#3 8100 ${at(NOW, 14).toISOString()} uzatıldı`,
      BidMessages.ended,
    ]);
  });

  it('a refused bid changes nothing for the bids behind it', () => {
    const decisions = decideBids(tender({ max: 9000, highestCariId: 3, siraNo: 7 }), [
      bid(3, 9500, 0), // already the highest before the batch
      bid(4, 9000, 0, { rumuz: null }), // not joined
      bid(5, 9050, 0, { mayAct: false }), // not theirs to act for
      bid(4, 9049, 0),
      bid(4, 9050, 0),
    ]);
    assert.deepEqual(summary(decisions), [
      BidMessages.alreadyHighest,
      BidMessages.notJoined,
      BidMessages.notYourAccount,
      BidMessages.tooLow('9.050,00'),
      `#8 9050 ${at(NOW, 10).toISOString()}`,
    ]);
  });

  it('refuses every bid of a batch on a tender that is not running', () => {
    for (const [durum, message] of [
      [TENDER_STATUS.baslamadi, BidMessages.notStartedYet],
      [TENDER_STATUS.degerlendiriliyor, BidMessages.notRunning],
    ] as const) {
      assert.deepEqual(summary(decideBids(tender({ durum }), [bid(1, 8000, 0), bid(2, 8050, 0)])), [message, message]);
    }
  });
});
