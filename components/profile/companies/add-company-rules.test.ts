import { keepTaxNumberText, taxNumberProblem } from './add-company-dialog';

describe('tax number field', () => {
  it('keeps digits only, at most 11', () => {
    expect(keepTaxNumberText('11a12-22 3339')).toBe('1112223339');
    expect(keepTaxNumberText('123456789012345')).toBe('12345678901');
  });

  it('gives the SPEC message when empty and a clear one when too short', () => {
    expect(taxNumberProblem('')).toBe('Vergi kimlik numarası alanı zorunludur');
    expect(taxNumberProblem('12345')).toBe('Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.');
    expect(taxNumberProblem('1112223339')).toBeNull();
  });
});
