import fc from 'fast-check';
import { balanceReference, depositReference, findReference } from './payment-reference';

describe('payment references', () => {
  it('a deposit reference is found again in a typed description, with its account', () => {
    const ref = depositReference(12345);
    expect(ref).toMatch(/^TMN00012345\d{2}$/);
    const spaced = `Teminat ${ref.slice(0, 3).toLowerCase()} ${ref.slice(3, 7)}-${ref.slice(7)} Mehmet Kaya`;
    expect(findReference(spaced)).toEqual({ kind: 'deposit', cariId: 12345, reference: ref });
  });

  it('a balance reference names the tender and the account', () => {
    const ref = balanceReference(214, 7);
    expect(findReference(`ODEME ${ref}`)).toEqual({ kind: 'balance', ihaleId: 214, cariId: 7, reference: ref });
  });

  it('no mistyped digit or swap of neighbours matches any account', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 3, max: 12 }), (cariId, at) => {
        const ref = depositReference(cariId);
        const digit = Number(ref[at]);
        const changed = `${ref.slice(0, at)}${(digit + 1) % 10}${ref.slice(at + 1)}`;
        expect(findReference(changed)).toBeNull();
        if (ref[at] !== ref[at + 1] && at + 1 < ref.length) {
          const swapped = `${ref.slice(0, at)}${ref[at + 1]}${ref[at]}${ref.slice(at + 2)}`;
          expect(findReference(swapped)).toBeNull();
        }
      }),
    );
  });

  it('text without a reference gives null', () => {
    expect(findReference('HAVALE KIRA BEDELI 2026')).toBeNull();
    expect(findReference('')).toBeNull();
  });
});
