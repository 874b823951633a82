import type { CardPaymentStatus } from '../api/profile/payments';
import { CARD_PAYMENT_LIMITS, CARD_PAYMENT_MESSAGES } from '../rules/card-payment';
import {
  cardResultReducer,
  initialCardResultState,
  type CardResultEvent,
  type CardResultState,
} from './card-result-flow';

const status = (patch: Partial<CardPaymentStatus>): CardPaymentStatus => ({
  odemeId: 'o1',
  purpose: 'teminat',
  state: 'baslatildi',
  amount: 100,
  currency: 'TL',
  bankMessage: null,
  ...patch,
});
const run = (...events: CardResultEvent[]): CardResultState => events.reduce(cardResultReducer, initialCardResultState);

describe('card payment result flow', () => {
  it('checks the payment once back from the bank', () => {
    const s = run({ type: 'returned', odemeId: 'o1' });
    expect(s.step).toBe('checking');
    expect(s.odemeId).toBe('o1');
  });

  it('a deposit that succeeded says so', () => {
    const s = run({ type: 'returned', odemeId: 'o1' }, { type: 'state', status: status({ state: 'basarili' }) });
    expect(s.step).toBe('done');
    expect(s.outcome).toEqual({ kind: 'success', message: 'Teminat yatırma işleminiz başarıyla tamamlandı.' });
  });

  it('a balance that succeeded has its own message', () => {
    const s = run(
      { type: 'returned', odemeId: 'o1' },
      { type: 'state', status: status({ state: 'basarili', purpose: 'ihale_bakiye' }) },
    );
    expect(s.outcome?.message).toBe('Ödemeniz başarıyla alınmıştır.');
  });

  it('a decline carries the bank’s message', () => {
    const s = run(
      { type: 'returned', odemeId: 'o1' },
      { type: 'state', status: status({ state: 'reddedildi', bankMessage: 'Kart limiti yetersiz.' }) },
    );
    expect(s.outcome).toEqual({
      kind: 'declined',
      message:
        'Ödemeniz banka tarafından reddedildi. Kart limiti yetersiz. Lütfen başka bir kart deneyin ya da Havale/EFT ile yatırın.',
    });
  });

  it('a timed-out payment says the bank did not answer', () => {
    const s = run({ type: 'returned', odemeId: 'o1' }, { type: 'state', status: status({ state: 'zaman_asimi' }) });
    expect(s.outcome?.kind).toBe('timeout');
    expect(s.outcome?.message).toBe(CARD_PAYMENT_MESSAGES.timedOut);
  });

  it('waits while the payment is still started, then gives up with the pending message', () => {
    let s = run({ type: 'returned', odemeId: 'o1' });
    for (let i = 1; i < CARD_PAYMENT_LIMITS.pollAttempts; i++) {
      s = cardResultReducer(s, { type: 'state', status: status({}) });
      expect(s.step).toBe('waiting');
      s = cardResultReducer(s, { type: 'wait-over' });
      expect(s.step).toBe('checking');
    }
    s = cardResultReducer(s, { type: 'state', status: status({}) });
    expect(s.step).toBe('done');
    expect(s.outcome).toEqual({ kind: 'pending', message: CARD_PAYMENT_MESSAGES.pending });
  });

  it('a late answer after a success finishes nothing twice; a failed read ends with a message', () => {
    const done = run({ type: 'returned', odemeId: 'o1' }, { type: 'state', status: status({ state: 'basarili' }) });
    expect(cardResultReducer(done, { type: 'state', status: status({ state: 'reddedildi' }) })).toBe(done);
    expect(cardResultReducer(done, { type: 'returned', odemeId: 'o2' })).toBe(done);
    const failed = run({ type: 'returned', odemeId: 'o1' }, { type: 'failed' });
    expect(failed.outcome).toEqual({ kind: 'error', message: CARD_PAYMENT_MESSAGES.paymentNotFound });
    expect(cardResultReducer(failed, { type: 'dismissed' }).outcome).toBeNull();
  });
});
