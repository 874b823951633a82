import {
  ibanPayloadSchema,
  ibanSchema,
  keepIbanText,
  keepRefundText,
  messageSchema,
  newConversationFormSchema,
  refundAmountSchema,
  refundOverAvailableMessage,
  refundTextToAmount,
  replyFormSchema,
  taxNumberSchema,
} from './profile-schemas';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('IBAN field', () => {
  it('keeps TR in front, digits only, 26 characters at most', () => {
    expect(keepIbanText('')).toBe('TR');
    expect(keepIbanText('33 0006.1005,1978')).toBe('TR330006100519786457841326'.slice(0, 16));
    expect(keepIbanText('TR330006100519786457841326999')).toBe('TR330006100519786457841326');
  });

  it('gives the SPEC messages', () => {
    expect(messagesOf(ibanSchema.safeParse(''))).toEqual(['IBAN alanı zorunludur.']);
    expect(messagesOf(ibanSchema.safeParse('TR'))).toEqual(['IBAN alanı zorunludur.']);
    expect(messagesOf(ibanSchema.safeParse('TR3300061005'))).toEqual([
      '26 karakterlik IBAN numarasını girmelisiniz; 12 karakter girildi.',
    ]);
    expect(messagesOf(ibanSchema.safeParse('TR340006100519786457841326'))).toEqual(['Geçerli bir IBAN giriniz.']);
    expect(ibanSchema.parse('tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
  });

  it('reads the payload with the account id', () => {
    expect(ibanPayloadSchema.parse({ cariId: 4, iban: 'TR330006100519786457841326' })).toEqual({
      cariId: 4,
      iban: 'TR330006100519786457841326',
    });
    expect(messagesOf(ibanPayloadSchema.safeParse({ iban: 'TR330006100519786457841326' }))).toEqual([
      'Cari bilgisi zorunludur.',
    ]);
  });
});

describe('refund amount', () => {
  it('keeps digits and one comma, 15 characters at most', () => {
    expect(keepRefundText('1.500,50 TL')).toBe('1500,50');
    expect(keepRefundText('1,2,3')).toBe('1,23');
    expect(keepRefundText('1'.repeat(20))).toHaveLength(15);
  });

  it('sends the comma as a period', () => {
    expect(refundTextToAmount('1500,5')).toBe(1500.5);
  });

  it('reads numbers and typed text to an exact two-place amount', () => {
    expect(refundAmountSchema.parse(1500.5)).toBe('1500.50');
    expect(refundAmountSchema.parse('1500,5')).toBe('1500.50');
    expect(refundAmountSchema.parse('007')).toBe('7.00');
  });

  it('gives clear messages for bad amounts', () => {
    expect(messagesOf(refundAmountSchema.safeParse(''))).toEqual(['İade edilecek tutar zorunludur.']);
    expect(messagesOf(refundAmountSchema.safeParse(0))).toEqual(['İade edilecek tutar sıfırdan büyük olmalıdır.']);
    expect(messagesOf(refundAmountSchema.safeParse('1,234'))).toEqual([
      'İade edilecek tutar en fazla iki ondalık basamak içerebilir.',
    ]);
    expect(messagesOf(refundAmountSchema.safeParse('12a'))).toEqual(['Geçerli bir tutar giriniz.']);
  });

  it('has one length rule, 15 characters, for typed text and numbers alike', () => {
    // 15 digits are within the rule: whether they are too much is the available deposit's call.
    expect(refundAmountSchema.parse('123456789012345')).toBe('123456789012345.00');
    expect(refundAmountSchema.parse('123456789012,45')).toBe('123456789012.45');
    const tooLong = ['İade edilecek tutar en fazla 15 karakter olabilir.'];
    expect(messagesOf(refundAmountSchema.safeParse('1234567890123456'))).toEqual(tooLong);
    expect(messagesOf(refundAmountSchema.safeParse(1234567890123456))).toEqual(tooLong);
  });

  it('names the available amount when refusing', () => {
    expect(refundOverAvailableMessage(1234567.5)).toBe(
      'İade talep tutarı kullanılabilir teminat tutarınızı (1.234.567,50 TL) aşamaz.',
    );
  });
});

describe('tax number', () => {
  it('gives the SPEC messages', () => {
    expect(messagesOf(taxNumberSchema.safeParse(''))).toEqual(['Vergi kimlik numarası alanı zorunludur.']);
    expect(messagesOf(taxNumberSchema.safeParse('123456789012'))).toEqual([
      'Vergi kimlik numarası en fazla 11 karakter olabilir.',
    ]);
    expect(messagesOf(taxNumberSchema.safeParse('1234'))).toEqual([
      'Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.',
    ]);
    expect(taxNumberSchema.parse(' 1234567890 ')).toBe('1234567890');
  });
});

describe('conversation forms', () => {
  it('requires a topic, a title of at most 50 characters and the question of at most 2000', () => {
    expect(messagesOf(newConversationFormSchema.safeParse({ konuId: '', baslik: '', icerik: ' ' }))).toEqual([
      'Konu alanı zorunludur.',
      'Başlık alanı zorunludur.',
      'Mesaj alanı zorunludur.',
    ]);
    expect(
      messagesOf(
        newConversationFormSchema.safeParse({ konuId: 191, baslik: 'x'.repeat(51), icerik: 'y'.repeat(2001) }),
      ),
    ).toEqual(['Başlık maksimum 50 karakter olabilir.', 'Mesaj maksimum 2000 karakter olabilir.']);
    expect(newConversationFormSchema.parse({ konuId: '191', baslik: 'Soru', icerik: 'Ne zaman?' })).toEqual({
      konuId: 191,
      baslik: 'Soru',
      icerik: 'Ne zaman?',
    });
  });

  it('requires a reply of at most 2000 characters and keeps it as typed', () => {
    expect(messagesOf(replyFormSchema.safeParse({ icerik: '   ' }))).toEqual(['Mesaj alanı zorunludur.']);
    expect(messagesOf(messageSchema.safeParse('x'.repeat(2001)))).toEqual(['Mesaj maksimum 2000 karakter olabilir.']);
    expect(messageSchema.parse(' <b>a</b> ')).toBe(' <b>a</b> ');
  });
});
