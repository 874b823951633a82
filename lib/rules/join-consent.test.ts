import { EMPTY_CONSENT, joinConsentErrors, joinConsentSchema, JOIN_CONSENT_MESSAGES as M } from './join-consent';

describe('join consent (docs/spec.md §5)', () => {
  it('accepts all three documents ticked', () => {
    expect(joinConsentErrors({ kvkk: true, kullanici: true, uyelik: true })).toEqual([]);
    expect(joinConsentSchema.safeParse({ kvkk: true, kullanici: true, uyelik: true }).success).toBe(true);
  });

  it('asks for the contracts when nothing is ticked', () => {
    expect(joinConsentErrors(EMPTY_CONSENT)).toEqual(['Sözleşmeleri kabul etmeniz gerekmektedir.']);
  });

  it('names each missing document when some are ticked', () => {
    expect(joinConsentErrors({ kvkk: true, kullanici: false, uyelik: false })).toEqual([
      'Kullanıcı Sözleşmesi onayı zorunludur.',
      'Üyelik Sözleşmesi onayı zorunludur.',
    ]);
    expect(joinConsentErrors({ kvkk: false, kullanici: true, uyelik: true })).toEqual(['KVKK Metni onayı zorunludur.']);
    expect(joinConsentErrors({ kvkk: true, kullanici: true, uyelik: false })).toEqual([M.uyelik]);
  });

  it('treats anything but true as not accepted (bad input never passes)', () => {
    expect(joinConsentErrors({ kvkk: 'true', kullanici: 1, uyelik: true })).toEqual([M.kvkk, M.kullanici]);
    expect(joinConsentErrors(null)).toEqual([M.all]);
    expect(joinConsentErrors(undefined)).toEqual([M.all]);
  });
});
