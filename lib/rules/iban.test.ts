import { formatIban, ibanChecksumOk, isValidTrIban, maskIban, normaliseIban } from './iban';

describe('Turkish IBAN', () => {
  it('accepts valid IBANs, typed with spaces or in lower case', () => {
    expect(isValidTrIban('TR330006100519786457841326')).toBe(true);
    expect(isValidTrIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(isValidTrIban('TR320010009999901234567890')).toBe(true);
  });

  it('refuses a wrong check digit or a changed account digit', () => {
    expect(isValidTrIban('TR340006100519786457841326')).toBe(false);
    expect(isValidTrIban('TR330006100519786457841327')).toBe(false);
  });

  it('refuses other countries and other lengths', () => {
    // A valid German IBAN: right checksum, wrong country for this portal.
    expect(ibanChecksumOk('DE89370400440532013000')).toBe(true);
    expect(isValidTrIban('DE89370400440532013000')).toBe(false);
    expect(isValidTrIban('TR33000610051978645784132')).toBe(false);
    expect(isValidTrIban('TR3300061005197864578413266')).toBe(false);
    expect(isValidTrIban('')).toBe(false);
  });

  it('normalises and groups for display', () => {
    expect(normaliseIban(' tr33 0006\t1005 ')).toBe('TR3300061005');
  });

  it('takes periods and commas as separators, as docs/spec.md §5 lets them be typed', () => {
    expect(normaliseIban('TR33 0006.1005,1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(normaliseIban('TR33.0006,,1005')).toBe('TR3300061005');
    expect(isValidTrIban('TR33 0006.1005,1978 6457 8413 26')).toBe(true);
    expect(formatIban('TR33.0006.1005.1978.6457.8413.26')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('masks an IBAN for reading: country, check digits and the last four only', () => {
    expect(maskIban('TR330006100519786457841326')).toBe('TR33 **** **** **** **** 1326');
    expect(maskIban('tr32 0010 0099 9990 1234 5678 90')).toBe('TR32 **** **** **** **** 7890');
    expect(maskIban('TR33')).toBe('**** **** ****');
  });
});
