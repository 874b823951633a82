import {
  applyLiveBid,
  type IhaleKatilimCariWire,
  ongoingStanding,
  parseTab,
  tabFilter,
  toMyTenderRow,
} from './my-tenders';

const tender = (over: Partial<NonNullable<IhaleKatilimCariWire['Ihale']>> = {}) =>
  ({
    Id: 42,
    Baslik: 'Hurda Bakır Kablo',
    BaslangicTarihi: '2026-11-20T07:00:00Z',
    BitisTarihi: '2026-11-20T12:00:00Z',
    UzatilmisBitisTarihi: null,
    GuncelBitisTarihi: '2026-11-20T12:00:00Z',
    TeminatTutari: 5000,
    IhaleDurumuId: 213,
    IhaleDurumu: { Id: 213, Adi: 'Devam Ediyor' },
    SonOdemeIcinEklenecekGun: 7,
    Kalemleri: [{ TurTeklifleriTeklifTutariMax: 61000 }],
    ...over,
  }) as NonNullable<IhaleKatilimCariWire['Ihale']>;

const record = (over: Partial<IhaleKatilimCariWire> = {}, t = tender()): IhaleKatilimCariWire => ({
  Id: 1,
  IhaleId: 42,
  CariId: 2,
  CariRumuzu: 'Kartal-482',
  IsActive: true,
  KazanilmaDurumu: null,
  CarininVerdigiSonTeklif: 60000,
  Ihale: t,
  ...over,
});

describe('Katıldığım İhaleler tabs', () => {
  it('reads the tab from the address and falls back to the ongoing tab', () => {
    expect(parseTab('kazandigim')).toBe('kazandigim');
    expect(parseTab('kaybettigim')).toBe('kaybettigim');
    expect(parseTab(null)).toBe('devameden');
    expect(parseTab('hepsi')).toBe('devameden');
  });

  it('filters each tab by status, result and always by the active account', () => {
    expect(tabFilter('devameden', 7)).toEqual(['CariId eq 7', 'Ihale/IhaleDurumuId eq 213']);
    expect(tabFilter('kazandigim', 7)).toEqual(['CariId eq 7', 'Ihale/IhaleDurumuId eq 215', 'KazanilmaDurumu eq 1']);
    expect(tabFilter('kaybettigim', 7)).toEqual([
      'CariId eq 7',
      'Ihale/IhaleDurumuId eq 215 or Ihale/IhaleDurumuId eq 216',
      'KazanilmaDurumu eq 2',
    ]);
  });
});

describe('my-tenders rows', () => {
  it('maps an ongoing record: own last bid, current amount, no winner yet', () => {
    const row = toMyTenderRow(record());
    expect(row).toMatchObject({
      ihaleNo: 42,
      ihaleBaslik: 'Hurda Bakır Kablo',
      sonteklifTutari: 60000,
      mevcutTutar: 61000,
      teminatTutari: 5000,
      kazananTutar: null,
      odenecekTutar: null,
      sonOdemeTarihi: null,
      statusId: 213,
    });
  });

  it("takes a winner's amounts, deadline and payment state from the server, never from the tender", () => {
    const row = toMyTenderRow(
      record(
        {
          KazanilmaDurumu: 1,
          CarininVerdigiSonTeklif: 61000,
          KazananTutar: 61000,
          OdenecekTutar: 55000.5,
          SonOdemeTarihi: '2026-11-27T20:59:59.000Z',
          OdemeDurumu: 1,
        },
        tender({ IhaleDurumuId: 215 }),
      ),
    );
    expect(row.kazananTutar).toBe(61000);
    // Not 61000 − 5000: the server also took a collection into account.
    expect(row.odenecekTutar).toBe(55000.5);
    expect(row.sonOdemeTarihi).toBe('2026-11-27T20:59:59.000Z');
    expect(row.odemeDurumu).toBe(1);
  });

  it('a paid sale: what was paid and when, from the server (issue #36)', () => {
    const row = toMyTenderRow(
      record(
        {
          KazanilmaDurumu: 1,
          KazananTutar: 61000,
          OdenecekTutar: 0,
          OdemeDurumu: 2,
          OdenenTutar: 61000,
          OdemeTarihi: '2026-11-21T08:15:00.000Z',
        },
        tender({ IhaleDurumuId: 215 }),
      ),
    );
    expect([row.odenenTutar, row.odemeTarihi, row.odemeDurumu]).toEqual([61000, '2026-11-21T08:15:00.000Z', 2]);
  });

  it('shows a loser the winning amount but nothing to pay, and a forfeited winner its state', () => {
    const row = toMyTenderRow(record({ KazanilmaDurumu: 2, KazananTutar: 61000 }, tender({ IhaleDurumuId: 215 })));
    expect(row.kazananTutar).toBe(61000);
    expect(row.odenecekTutar).toBeNull();
    expect(row.sonOdemeTarihi).toBeNull();
    expect(row.odemeDurumu).toBe(0);
    expect(toMyTenderRow(record({ KazanilmaDurumu: 2, OdemeDurumu: 3 })).odemeDurumu).toBe(3);
  });

  it('uses the extended end when the tender was extended', () => {
    const row = toMyTenderRow(
      record({}, tender({ UzatilmisBitisTarihi: '2026-11-20T12:03:00Z', GuncelBitisTarihi: '2026-11-20T12:03:00Z' })),
    );
    expect(row.ihaleBitisTarihi).toBe('2026-11-20T12:03:00Z');
  });
});

describe('ongoing standing', () => {
  it("says 'Kazanıyorsunuz' only when the current amount is the account's own last bid", () => {
    expect(ongoingStanding({ sonteklifTutari: 61000, mevcutTutar: 61000 })).toBe('Kazanıyorsunuz');
    expect(ongoingStanding({ sonteklifTutari: 60000, mevcutTutar: 61000 })).toBe('Kaybediyorsunuz');
    // No bid of one's own is never winning, even before anyone has bid.
    expect(ongoingStanding({ sonteklifTutari: 0, mevcutTutar: 0 })).toBe('Kaybediyorsunuz');
  });
});

describe('live bids on the rows', () => {
  const rows = [toMyTenderRow(record()), toMyTenderRow(record({ IhaleId: 43, Id: 2 }))];
  const bid = (over: object) => ({
    id: 42,
    teklif: 62000,
    cariRumuzu: 'Şahin-101',
    teklifZamani: '2026-11-20T11:00:00Z',
    uzatildiMi: false,
    ihaleBitisSuresi: '2026-11-20T12:00:00Z',
    ...over,
  });

  it("raises the tender's current amount and leaves the others alone", () => {
    const next = applyLiveBid(rows, bid({}));
    expect(next[0].mevcutTutar).toBe(62000);
    expect(next[0].sonteklifTutari).toBe(60000);
    expect(next[1]).toBe(rows[1]);
    expect(ongoingStanding(next[0])).toBe('Kaybediyorsunuz');
  });

  it("records the account's own bid (its alias) as its last bid, so it is winning", () => {
    const next = applyLiveBid(rows, bid({ cariRumuzu: 'Kartal-482', teklif: 63000 }));
    expect(next[0].sonteklifTutari).toBe(63000);
    expect(ongoingStanding(next[0])).toBe('Kazanıyorsunuz');
  });

  it('moves the end when the bid extended the tender', () => {
    const next = applyLiveBid(rows, bid({ uzatildiMi: true, ihaleBitisSuresi: '2026-11-20T12:03:00Z' }));
    expect(next[0].ihaleBitisTarihi).toBe('2026-11-20T12:03:00Z');
  });

  it('returns the same rows for another tender or a broken payload', () => {
    expect(applyLiveBid(rows, bid({ id: 99 }))).toBe(rows);
    expect(applyLiveBid(rows, bid({ teklif: Number.NaN }))).toBe(rows);
  });
});
