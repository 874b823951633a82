import type { Db } from '../../db/client';
import {
  anaSayfaSlider,
  cari,
  duyuru,
  etiket,
  favoriIhale,
  ihale,
  ihaleDosya,
  ihaleEtiket,
  ihaleKalem,
  ihaleKalemDosya,
  ihaleKalemKategori,
  kategori,
  olcuBirimi,
  otomatikUzatmaAyar,
  paraBirimi,
  portalSayfa,
  teklif,
  teslimatYeri,
} from '../../db/schema';

/**
 * A small, fully known data set for the public API tests: lookups, a handful of tenders in every
 * visibility situation (visible, draft, withdrawn, not yet published, other tender type), and
 * announcements, slides and pages in the same situations.
 */
export interface PublicFixture {
  now: Date;
  cari: { a: number; b: number };
  tender: {
    /** 213, featured, one item with two bids, files, a tag, favourited by cari A. */
    running: number;
    /** 212, one item without bids, no files. */
    notStarted: number;
    /** 215, finished, extended end. */
    finished: number;
    draft: number;
    withdrawn: number;
    notYetPublished: number;
    otherType: number;
  };
  teslimatYeri: { izmir: number; eski: number };
  duyuru: { visible: number; popup: number; withdrawn: number; future: number; otherType: number };
}

const hours = (now: Date, h: number) => new Date(now.getTime() + h * 3_600_000);

export async function insertLookups(db: Db) {
  await db.insert(kategori).values([
    { id: 50, adi: 'İhale Tipi', ustKategoriId: null },
    { id: 51, adi: 'Herkese Açık Satış', ustKategoriId: 50 },
    { id: 52, adi: 'Lisanslı Satış', ustKategoriId: 50 },
    { id: 190, adi: 'İletişim Konusu', ustKategoriId: null },
    { id: 191, adi: 'Genel', ustKategoriId: 190, siraNo: 1 },
    { id: 192, adi: 'Teminat', ustKategoriId: 190, siraNo: 2 },
    { id: 200, adi: 'İletişim Durumu', ustKategoriId: null },
    { id: 201, adi: 'Açık', ustKategoriId: 200 },
    { id: 210, adi: 'İhale Durumu', ustKategoriId: null },
    { id: 211, adi: 'Taslak', ustKategoriId: 210, siraNo: 1 },
    { id: 212, adi: 'Başlamadı', ustKategoriId: 210, siraNo: 2 },
    { id: 213, adi: 'Devam Ediyor', ustKategoriId: 210, siraNo: 3 },
    { id: 214, adi: 'Teklifler Değerlendiriliyor', ustKategoriId: 210, siraNo: 4 },
    { id: 215, adi: 'Kazanan Belirli', ustKategoriId: 210, siraNo: 5 },
    { id: 216, adi: 'Kazanan Belirsiz', ustKategoriId: 210, siraNo: 6 },
    { id: 217, adi: 'İptal', ustKategoriId: 210, siraNo: 7 },
    { id: 220, adi: 'Dosya Kullanım Türü', ustKategoriId: null },
    { id: 221, adi: 'Kart Görseli', ustKategoriId: 220 },
    { id: 222, adi: 'Galeri Görseli', ustKategoriId: 220 },
    { id: 223, adi: 'Ek Dosya', ustKategoriId: 220 },
  ]);
  await db.insert(ihaleKalemKategori).values([
    { id: 1, adi: 'Tüm Kategoriler', ustIhaleKalemKategoriId: null },
    { id: 2, adi: 'Metal', ustIhaleKalemKategoriId: 1, siraNo: 1 },
    { id: 3, adi: 'Bakır', ustIhaleKalemKategoriId: 2, siraNo: 1 },
    { id: 4, adi: 'Alüminyum', ustIhaleKalemKategoriId: 2, siraNo: 2 },
    { id: 5, adi: 'Hurda', ustIhaleKalemKategoriId: 1, siraNo: 2 },
  ]);
  const [tl] = await db.insert(paraBirimi).values({ adi: 'TL', kod: 'TRY' }).returning({ id: paraBirimi.id });
  const [ton] = await db.insert(olcuBirimi).values({ adi: 'Ton' }).returning({ id: olcuBirimi.id });
  const [izmir, eski] = await db
    .insert(teslimatYeri)
    .values([
      { adi: 'İzmir Fabrikası', adresi: 'Aliağa, İzmir', aktif: true },
      { adi: 'Eski Depo', adresi: 'Kapalı', aktif: false },
    ])
    .returning({ id: teslimatYeri.id });
  const [hurdaEtiket] = await db.insert(etiket).values({ adi: 'Hurda' }).returning({ id: etiket.id });
  const [uzatma] = await db
    .insert(otomatikUzatmaAyar)
    .values({ aciklama: 'Son 5 dakikada gelen teklif süreyi 5 dakika uzatır.', sonDakika: 5, uzatmaDakika: 5 })
    .returning({ id: otomatikUzatmaAyar.id });
  return { tl: tl.id, ton: ton.id, izmir: izmir.id, eski: eski.id, hurdaEtiket: hurdaEtiket.id, uzatma: uzatma.id };
}

export async function buildPublicFixture(db: Db, now = new Date('2026-11-21T09:00:00Z')): Promise<PublicFixture> {
  const l = await insertLookups(db);
  const [a, b] = await db
    .insert(cari)
    .values([
      { tur: 'gercek', unvan: 'Ayşe Yılmaz' },
      { tur: 'firma', unvan: 'Örnek Metal A.Ş.', vergiNo: '1234567890' },
    ])
    .returning({ id: cari.id });

  const base = {
    aciklama: '<p>Açıklama</p>',
    yayinTarihi: hours(now, -48),
    baslangicTarihi: hours(now, -24),
    bitisTarihi: hours(now, 24),
    teminatTutari: '1000.00',
    ihaleDurumuId: 213,
    paraBirimiId: l.tl,
    ihaleTipiId: 51,
  };
  const insertTender = async (v: Partial<typeof ihale.$inferInsert> & { baslik: string }) => {
    const [row] = await db
      .insert(ihale)
      .values({ ...base, ...v })
      .returning({ id: ihale.id });
    return row.id;
  };

  const running = await insertTender({
    baslik: 'BAKIR KABLO HURDASI Satışı',
    oneCikar: true,
    otomatikUzatmaAyarId: l.uzatma,
  });
  const notStarted = await insertTender({
    baslik: 'Alüminyum Profil Satışı',
    ihaleDurumuId: 212,
    yayinTarihi: hours(now, -2),
    baslangicTarihi: hours(now, 24),
    bitisTarihi: hours(now, 48),
  });
  const finished = await insertTender({
    baslik: 'IĞDIR Demir Satışı',
    ihaleDurumuId: 215,
    yayinTarihi: hours(now, -100),
    baslangicTarihi: hours(now, -90),
    bitisTarihi: hours(now, -80),
    uzatilmisBitisTarihi: hours(now, -79),
  });
  const draft = await insertTender({ baslik: 'Taslak Bakır İhalesi', ihaleDurumuId: 211 });
  const withdrawn = await insertTender({ baslik: 'Yayından Kaldırılan Bakır', yayindanKaldir: true });
  const notYetPublished = await insertTender({ baslik: 'Yarın Yayınlanacak Bakır', yayinTarihi: hours(now, 24) });
  const otherType = await insertTender({ baslik: 'Lisanslı Bakır Satışı', ihaleTipiId: 52 });

  const kalem = (ihaleId: number, acilis: string, max: string, kategoriId: number) => ({
    ihaleId,
    acilisFiyati: acilis,
    turTeklifleriTeklifTutariMax: max,
    miktar: '12.500',
    olcuBirimiId: l.ton,
    aciklama: 'Kablo hurdası',
    herkeseAcikSatisIhaleKalemRumuz: 'Rumuz',
    teslimatYeriId: l.izmir,
    ihaleKalemKategoriId: kategoriId,
  });
  const kalemler = await db
    .insert(ihaleKalem)
    .values([
      kalem(running, '15000.00', '17000.00', 3),
      kalem(notStarted, '5000.00', '0', 4),
      kalem(finished, '2000.00', '2500.00', 5),
      // Hidden tenders get items too, so any() tricks have something to find.
      kalem(draft, '99000.00', '0', 3),
      kalem(withdrawn, '99000.00', '0', 3),
      kalem(notYetPublished, '99000.00', '0', 3),
      kalem(otherType, '99000.00', '0', 3),
    ])
    .returning({ id: ihaleKalem.id });

  await db.insert(ihaleDosya).values([
    { ihaleId: running, url: '/media/kart.jpg', adi: 'kart.jpg', kullanimTuruId: 221, siraNo: 1 },
    { ihaleId: running, url: '/media/sartname.pdf', adi: 'Şartname', kullanimTuruId: 223, siraNo: 2 },
    { ihaleId: draft, url: '/media/gizli.pdf', adi: 'Gizli', kullanimTuruId: 223 },
  ]);
  await db
    .insert(ihaleKalemDosya)
    .values({ ihaleKalemId: kalemler[0].id, url: '/media/kalem.jpg', adi: 'kalem.jpg', kullanimTuruId: 222 });
  await db.insert(teklif).values([
    {
      ihaleId: running,
      ihaleKalemId: kalemler[0].id,
      cariId: a.id,
      cariRumuzu: 'Kartal',
      teklifTutari: '16000.00',
      siraNo: 1,
      teklifTarihi: hours(now, -3),
    },
    {
      ihaleId: running,
      ihaleKalemId: kalemler[0].id,
      cariId: b.id,
      cariRumuzu: 'Şahin',
      teklifTutari: '17000.00',
      siraNo: 2,
      teklifTarihi: hours(now, -2),
    },
  ]);
  await db.insert(ihaleEtiket).values({ ihaleId: running, etiketId: l.hurdaEtiket });
  await db.insert(favoriIhale).values([
    { ihaleId: running, cariId: a.id },
    { ihaleId: running, cariId: b.id },
    { ihaleId: draft, cariId: a.id },
  ]);

  const duyuruRow = async (v: Partial<typeof duyuru.$inferInsert> & { baslik: string }) => {
    const [row] = await db
      .insert(duyuru)
      .values({ icerik: '<p>Duyuru</p>', yayinTarihi: hours(now, -5), ihaleTipiId: 51, ...v })
      .returning({ id: duyuru.id });
    return row.id;
  };
  const duyurular = {
    visible: await duyuruRow({ baslik: 'Bakım Çalışması', yayinTarihi: hours(now, -10) }),
    popup: await duyuruRow({ baslik: 'Yeni Dönem', popup: true }),
    withdrawn: await duyuruRow({ baslik: 'Geri Çekilen', yayindanKaldir: true }),
    future: await duyuruRow({ baslik: 'Gelecek Duyuru', yayinTarihi: hours(now, 5) }),
    otherType: await duyuruRow({ baslik: 'Lisanslı Duyuru', ihaleTipiId: 52 }),
  };

  await db.insert(anaSayfaSlider).values([
    { url: '/media/slide-2.jpg', siraNo: 2, aciklama: 'İkinci', ihaleTipiId: 51 },
    { url: '/media/slide-1.jpg', siraNo: 1, aciklama: 'Birinci', ihaleTipiId: 51 },
    { url: '/media/slide-off.jpg', siraNo: 0, aciklama: 'Pasif', ihaleTipiId: 51, aktif: false },
    { url: '/media/slide-52.jpg', siraNo: 0, aciklama: 'Lisanslı', ihaleTipiId: 52 },
  ]);
  await db.insert(portalSayfa).values([
    { sayfaId: 141, baslik: 'Üyelik Şartları', icerik: '<p>Üyelik</p>', ihaleTipiId: 51 },
    { sayfaId: 142, baslik: 'KVKK Metni', icerik: '<p>KVKK</p>', ihaleTipiId: 51 },
    { sayfaId: 146, baslik: 'Lisanslı Sayfa', icerik: '<p>Gizli</p>', ihaleTipiId: 52 },
  ]);

  return {
    now,
    cari: { a: a.id, b: b.id },
    tender: { running, notStarted, finished, draft, withdrawn, notYetPublished, otherType },
    teslimatYeri: { izmir: l.izmir, eski: l.eski },
    duyuru: duyurular,
  };
}

/**
 * Builds the app over a fresh database holding the fixture, with the clock fixed at `fixture.now`.
 * Tests act as a signed-in caller by sending `x-test-cari-ids: 1,2`: a test-only hook fills
 * request.auth the way the auth layer does from a bearer token.
 */
export async function openPublicTestApp() {
  const { buildApp } = await import('../../app');
  const { loadConfig } = await import('../../config');
  const { openTestDatabase } = await import('../../db/test-db');
  await import('../../auth/request-auth');
  const handle = await openTestDatabase();
  const fixture = await buildPublicFixture(handle.db);
  const app = await buildApp({ config: loadConfig({}), db: handle.db, now: () => fixture.now });
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-test-cari-ids'];
    if (typeof header === 'string') {
      const cariIds = header.split(',').map(Number);
      request.auth = {
        kimlikNo: '10000000146',
        sessionId: 'test',
        aktifCariId: null,
        personCariId: null,
        gercekKisilikId: null,
        allCariIds: cariIds,
        cariIds,
      };
    }
  });
  await app.ready();
  return {
    app,
    fixture,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
