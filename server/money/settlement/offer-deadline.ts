import { RUNNER_UP_ANSWER_DAYS } from '../../../lib/contract/money';
import { paymentDeadline } from '../../tenders/payment-deadline';

/** The runner-up answers by the end of the day RUNNER_UP_ANSWER_DAYS days later, Istanbul time (like a payment deadline). */
export function offerAnswerDeadline(now: Date): Date {
  return paymentDeadline(now, RUNNER_UP_ANSWER_DAYS);
}
