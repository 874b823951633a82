import { ibanForSending } from './banking';

describe('IBAN as sent', () => {
  it('drops spaces, periods and commas and upper-cases', () => {
    expect(ibanForSending('tr33 0006.1005,1978 6457 8413 26')).toBe('TR330006100519786457841326');
  });
});
