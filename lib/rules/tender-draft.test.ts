import { TENDER_STATUS } from '../contract/lookups';
import {
  dateProblems,
  htmlHasText,
  isTenderEditable,
  MISSING,
  missingForPublish,
  type TenderDraftFacts,
} from './tender-draft';
import {
  EMPTY_TENDER_FORM,
  formToPayload,
  payloadDates,
  tenderDraftSchema,
  tenderListQuerySchema,
} from './tender-draft-schemas';
import { istanbulDayBounds, istanbulLocalToIso, isoToIstanbulLocal } from '../format/istanbul-time';

const NOW = new Date('2026-11-20T09:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * 86_400_000);

const complete: TenderDraftFacts = {
  baslik: 'Hurda bakır',
  aciklama: '<p>Açıklama</p>',
  yayinTarihi: at(1),
  baslangicTarihi: at(2),
  bitisTarihi: at(3),
  teminatTutari: 0,
  kalem: { kategoriYaprak: true, miktar: 10, acilisFiyati: 1000, rumuzEtiketi: 'Teklif veren' },
  kartGorseliVar: true,
};

describe('missingForPublish', () => {
  it('is empty for a complete draft (a zero deposit is allowed)', () => {
    expect(missingForPublish(complete, NOW)).toEqual([]);
  });

  it('lists each gap in the order of the form', () => {
    expect(
      missingForPublish(
        {
          ...complete,
          baslik: ' ',
          aciklama: '<p>&nbsp;</p><p><br></p>',
          yayinTarihi: at(3),
          baslangicTarihi: at(-1),
          bitisTarihi: at(-2),
          teminatTutari: Number.NaN,
          kalem: null,
          kartGorseliVar: false,
        },
        NOW,
      ),
    ).toEqual([
      MISSING.title,
      MISSING.description,
      MISSING.startPast,
      MISSING.endBeforeStart,
      MISSING.publishAfterStart,
      MISSING.deposit,
      MISSING.item,
      MISSING.cardImage,
    ]);
  });

  it('checks the item: a leaf category, a quantity, an opening price above zero and an alias label', () => {
    expect(
      missingForPublish(
        { ...complete, kalem: { kategoriYaprak: false, miktar: 0, acilisFiyati: 0, rumuzEtiketi: '  ' } },
        NOW,
      ),
    ).toEqual([MISSING.category, MISSING.quantity, MISSING.openingPrice, MISSING.aliasLabel]);
  });

  it('a start exactly now is no longer ahead; a publish date equal to the start is fine', () => {
    expect(missingForPublish({ ...complete, baslangicTarihi: NOW, yayinTarihi: NOW }, NOW)).toEqual([
      MISSING.startPast,
    ]);
    expect(missingForPublish({ ...complete, yayinTarihi: complete.baslangicTarihi }, NOW)).toEqual([]);
  });
});

describe('dateProblems (saving and publishing alike)', () => {
  it('names the field of each broken rule, in the order of the form', () => {
    expect(dateProblems({ yayinTarihi: at(3), baslangicTarihi: at(-1), bitisTarihi: at(-2) }, NOW)).toEqual([
      { field: 'baslangicTarihi', message: MISSING.startPast },
      { field: 'bitisTarihi', message: MISSING.endBeforeStart },
      { field: 'yayinTarihi', message: MISSING.publishAfterStart },
    ]);
    expect(dateProblems({ yayinTarihi: at(1), baslangicTarihi: at(2), bitisTarihi: at(2) }, NOW)).toEqual([
      { field: 'bitisTarihi', message: MISSING.endBeforeStart },
    ]);
  });

  it('checks a rule only when its dates are given (a half-typed form)', () => {
    expect(dateProblems({ yayinTarihi: at(5), baslangicTarihi: null, bitisTarihi: at(-9) }, NOW)).toEqual([]);
    expect(dateProblems({ baslangicTarihi: at(2), bitisTarihi: at(1) }, NOW)).toEqual([
      { field: 'bitisTarihi', message: MISSING.endBeforeStart },
    ]);
  });

  it('reads a payload: an empty or invalid date is no date', () => {
    expect(payloadDates({ yayinTarihi: '', baslangicTarihi: 'geçersiz', bitisTarihi: at(1).toISOString() })).toEqual({
      yayinTarihi: null,
      baslangicTarihi: null,
      bitisTarihi: at(1),
    });
  });
});

describe('htmlHasText and isTenderEditable', () => {
  it('an editor paragraph with only spaces has no text', () => {
    expect(htmlHasText('<p></p>')).toBe(false);
    expect(htmlHasText('<p><strong>a</strong></p>')).toBe(true);
  });

  it('a draft always, a published tender before its start, nothing after', () => {
    expect(isTenderEditable(TENDER_STATUS.taslak, at(-5), NOW)).toBe(true);
    expect(isTenderEditable(TENDER_STATUS.baslamadi, at(1), NOW)).toBe(true);
    expect(isTenderEditable(TENDER_STATUS.baslamadi, NOW, NOW)).toBe(false);
    for (const s of [213, 214, 215, 216, 217]) expect(isTenderEditable(s, at(1), NOW)).toBe(false);
  });
});

describe('Istanbul date inputs', () => {
  it('reads and writes Istanbul wall-clock time (UTC+3), whatever the machine zone', () => {
    expect(istanbulLocalToIso('2026-12-01T10:00')).toBe('2026-12-01T07:00:00.000Z');
    expect(isoToIstanbulLocal('2026-12-01T07:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(istanbulLocalToIso('2026-02-31T10:00')).toBeNull();
    expect(istanbulLocalToIso('yarın')).toBeNull();
    expect(isoToIstanbulLocal('')).toBe('');
  });

  it('a day filter covers the Istanbul day', () => {
    expect(istanbulDayBounds('2026-12-01')).toEqual({
      from: new Date('2026-11-30T21:00:00.000Z'),
      until: new Date('2026-12-01T21:00:00.000Z'),
    });
    expect(istanbulDayBounds('2026-13-01')).toBeNull();
  });
});

describe('the draft schema and the form', () => {
  const filled = {
    ...EMPTY_TENDER_FORM,
    baslik: 'Hurda',
    yayinTarihi: '2026-12-01T10:00',
    baslangicTarihi: '2026-12-02T10:00',
    bitisTarihi: '2026-12-03T10:00',
    teminatTutari: '1.500,5'.replace('.', ''),
    paraBirimiId: '1',
  };

  it('an empty item becomes no item; Istanbul times become instants; amounts exact strings', () => {
    const payload = formToPayload(filled);
    expect(payload.kalem).toBeNull();
    expect(payload.baslangicTarihi).toBe('2026-12-02T07:00:00.000Z');
    const parsed = tenderDraftSchema.parse(payload);
    expect(parsed.teminatTutari).toBe('1500.5');
    expect(parsed.paraBirimiId).toBe(1);
    expect(parsed.otomatikUzatmaAyarId).toBeNull();
  });

  it('a half-filled item names each missing field in Turkish', () => {
    const result = tenderDraftSchema.safeParse(formToPayload({ ...filled, kalem: { ...filled.kalem, miktar: '0' } }));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Malzeme kategorisi seçiniz.',
        'Miktar sıfırdan büyük, en fazla üç ondalık basamaklı bir sayı olmalıdır.',
        'Ölçü birimi seçiniz.',
        'Teslimat yeri seçiniz.',
        'Açılış fiyatı zorunludur.',
      ]),
    );
  });

  it('an invalid date is told apart from a missing one; tags are trimmed and unique', () => {
    const bad = tenderDraftSchema.safeParse(
      formToPayload({ ...filled, bitisTarihi: '2026-02-30T10:00', yayinTarihi: '' }),
    );
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['yayinTarihi', 'Yayın, başlangıç ve bitiş tarihleri zorunludur.'],
      ['bitisTarihi', 'Geçerli bir tarih ve saat giriniz.'],
    ]);
    expect(tenderDraftSchema.parse(formToPayload({ ...filled, etiketler: [' bakır', 'bakır'] })).etiketler).toEqual([
      'bakır',
    ]);
  });

  it('the list query: filters optional, page 1 by default, a bad status or day refused', () => {
    expect(tenderListQuerySchema.parse({})).toEqual({ sayfa: 1 });
    expect(tenderListQuerySchema.parse({ q: ' kablo ', durum: '211', sayfa: '3' })).toMatchObject({
      q: 'kablo',
      durum: 211,
      sayfa: 3,
    });
    expect(tenderListQuerySchema.safeParse({ durum: '200' }).success).toBe(false);
    expect(tenderListQuerySchema.safeParse({ baslangic: '01.12.2026' }).success).toBe(false);
  });
});
