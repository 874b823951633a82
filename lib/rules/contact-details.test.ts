import { addressLines, CONTACT_MESSAGES, contactDetailsSchema, phoneHref } from './contact-details';

const VALID = {
  birim: 'E-Satış İhale Birimi',
  adres: 'Satır 1\nSatır 2',
  telefon: '+90 (312) 296 00 00',
  faks: '',
  eposta: 'esatis@mkeas.gov.tr',
  calismaSaatleri: 'Hafta içi 08:30 – 17:30',
  enlem: '39,9307',
  boylam: 32.8217,
};

describe('contact details', () => {
  it('accepts what /iletisim shows; a coordinate may be typed with a decimal comma', () => {
    const out = contactDetailsSchema.parse(VALID);
    expect(out.enlem).toBe(39.9307);
    expect(out.boylam).toBe(32.8217);
    expect(addressLines(out)).toEqual(['Satır 1', 'Satır 2']);
  });

  it('drops blank address lines and refuses more than four', () => {
    expect(contactDetailsSchema.parse({ ...VALID, adres: ' a \n\n b ' }).adres).toBe('a\nb');
    const five = contactDetailsSchema.safeParse({ ...VALID, adres: 'a\nb\nc\nd\ne' });
    expect(five.error?.issues.map((i) => i.message)).toEqual([CONTACT_MESSAGES.addressLines]);
  });

  it('refuses bad phone, fax, e-mail and coordinates in Turkish', () => {
    const r = contactDetailsSchema.safeParse({
      ...VALID,
      telefon: '12',
      faks: 'yok',
      eposta: 'a@',
      enlem: 'kuzey',
      boylam: 181,
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      CONTACT_MESSAGES.phoneInvalid,
      CONTACT_MESSAGES.faxInvalid,
      CONTACT_MESSAGES.emailInvalid,
      CONTACT_MESSAGES.latitudeInvalid,
      CONTACT_MESSAGES.longitudeInvalid,
    ]);
  });

  it('makes a tel: link of a number as shown', () => {
    expect(phoneHref('+90 (312) 296 00 00')).toBe('tel:+903122960000');
    expect(phoneHref('0312 296 00 00')).toBe('tel:03122960000');
  });
});
