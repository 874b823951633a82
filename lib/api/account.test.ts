import { gsmWithPlus, registerPerson, toAccountCheck } from './account';

describe('account check answer', () => {
  it('keeps valid companies and the person account id', () => {
    const r = toAccountCheck({
      sonucTipi: 3,
      gercekKisilikId: 1,
      firmalar: [
        { id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' },
        { id: null, adi: 'x', vergiNo: '1' },
      ],
    });
    expect(r).toEqual({
      sonucTipi: 3,
      gercekKisilikId: 1,
      firmalar: [{ id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' }],
    });
  });

  it('accepts a missing person for result 1 only', () => {
    expect(toAccountCheck({ sonucTipi: 1, gercekKisilikId: null, firmalar: null })).toEqual({
      sonucTipi: 1,
      gercekKisilikId: null,
      firmalar: [],
    });
    expect(() => toAccountCheck({ sonucTipi: 3, gercekKisilikId: null })).toThrow('Hesap bilgileriniz alınamadı');
    expect(() => toAccountCheck({ sonucTipi: 7 })).toThrow();
  });

  it('sends the phone with a plus prefix', () => {
    expect(gsmWithPlus('5321234567')).toBe('+5321234567');
    expect(gsmWithPlus('+905321234567')).toBe('+905321234567');
    expect(gsmWithPlus(null)).toBe('');
  });
});

describe('registration', () => {
  it("says 'Kayıt başarısız.' when the answer names no new account (docs/spec.md §8)", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue({ status: 200, ok: true, json: async () => ({ data: {} }) }) as unknown as typeof fetch;
    await expect(registerPerson({} as Parameters<typeof registerPerson>[0])).rejects.toThrow(/^Kayıt başarısız\.$/);
  });
});
