import { keepTaxNumberText } from './add-company-dialog';

describe('tax number field', () => {
  it('keeps digits only, at most 11', () => {
    expect(keepTaxNumberText('11a12-22 3339')).toBe('1112223339');
    expect(keepTaxNumberText('123456789012345')).toBe('12345678901');
  });
});
