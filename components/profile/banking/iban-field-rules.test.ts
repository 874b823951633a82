import { ibanSchema } from '@/lib/rules/profile-schemas';
import { applyIbanKeystroke, ibanChanged, initialIbanText } from './iban-field-rules';

const VALID = 'TR330006100519786457841326';

describe('IBAN field as typed', () => {
  it('forces TR at the start, whatever is typed or deleted', () => {
    expect(applyIbanKeystroke('')).toBe('TR');
    expect(applyIbanKeystroke('T')).toBe('TR');
    expect(applyIbanKeystroke('33')).toBe('TR33');
    expect(applyIbanKeystroke('tr33')).toBe('TR33');
    expect(applyIbanKeystroke('DE33')).toBe('TR33');
  });

  it('keeps only digits after TR: letters never appear, periods and commas are dropped', () => {
    expect(applyIbanKeystroke('TR33a0b')).toBe('TR330');
    expect(applyIbanKeystroke('TR33.0006,1005')).toBe('TR3300061005');
    expect(applyIbanKeystroke('TR33 0006 1005')).toBe('TR3300061005');
  });

  it('takes a pasted IBAN with spaces, periods and commas between the groups', () => {
    expect(applyIbanKeystroke('TR33 0006.1005,1978 6457 8413 26')).toBe(VALID);
    expect(applyIbanKeystroke(' tr33.0006.1005.1978.6457.8413.26 ')).toBe(VALID);
    expect(ibanSchema.safeParse('TR33 0006.1005,1978 6457 8413 26').success).toBe(true);
  });

  it('stops at 26 characters', () => {
    expect(applyIbanKeystroke(`${VALID}999`)).toBe(VALID);
  });

  it('starts from the saved IBAN or from TR', () => {
    expect(initialIbanText('')).toBe('TR');
    expect(initialIbanText(VALID)).toBe(VALID);
  });
});

describe('IBAN save button', () => {
  it('offers Save only after a change', () => {
    expect(ibanChanged('TR', '')).toBe(false);
    expect(ibanChanged('TR3', '')).toBe(true);
    expect(ibanChanged(VALID, VALID)).toBe(false);
    expect(ibanChanged(VALID.slice(0, 25), VALID)).toBe(true);
  });
});
