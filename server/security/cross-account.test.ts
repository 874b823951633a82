// Only on PostgreSQL: every account-scoped query on the production engine and driver (the security suite runs where production runs).
/**
 * The cross-account matrix (issue #7): every route that names an account (cariId in body, query,
 * path or OData filter) and every hub method, called by Ayşe (person account 1, companies 4 and 5)
 * naming accounts she may not act for. Each refusal is a 403 in the error shape and writes nothing;
 * the same call with her own account succeeds, so a row cannot pass by refusing everything.
 *
 * The table below is checked against the routes buildApp registers: a new route fails this file
 * until it gets a row here (or a line in NO_ACCOUNT_ROUTES saying why it names no account).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { HubConnection } from '@microsoft/signalr';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { authenticateBearer } from '../auth/bearer-hook';
import { issueAccessToken } from '../auth/tokens';
import { BidMessages } from '../auction/messages';
import type { TeklifSonucuPayload } from '../../lib/contract/hub-events';
import { smallestIncrement } from '../../lib/rules/bid-increments';
import { CURRENT_CONTRACT_VERSION } from '../modules/accounts/contract-version';
import { createPortalHub } from '../hub/portal-hub';
import { buildClient, type ListeningHub, listenHub } from '../hub/test-support';
import { kartOdeme, pushAboneligi } from '../db/schema';
import { saveIban } from '../modules/banking/queries';
import { openConversation } from '../modules/conversations/queries';
import { addFavourite } from '../modules/favourites/queries';
import { insertInboxItem } from '../notifications/inbox-test-support';
import { joinTender } from '../modules/participation/queries';
import {
  ACCOUNTS,
  odataUrl,
  openProfileTestApp,
  TEST_NOW,
  type ProfileTestContext,
} from '../modules/persons/test-support';
import { firstDepositRow, paidWonTender } from '../documents/test-support';
import { assertErrorShape, dbDigest, queryRows, registeredRoutes, runningTenders } from './support';

const IBAN = 'TR330006100519786457841326';
const ayse = ACCOUNTS.ayse;
/** Accounts Ayşe may not act for: Mehmet, Ali (outdated contracts), Ali's company, a bidder company. */
const OTHERS = [ACCOUNTS.mehmet.person, ACCOUNTS.ali.person, ACCOUNTS.ali.companies[0], ACCOUNTS.bidderCompany];

/** Ids the rows need, per account: set up so that a missing check WOULD change something. */
interface Fixtures {
  /** A running tender the account has joined (or, for Ayşe, will join in the POST row). */
  joined: Record<number, number>;
  /** A running tender nobody of the matrix has joined. */
  fresh: number;
  /** A running tender every account of the matrix has joined, for their maximums (otomatik teklif). */
  proxy: number;
  conversation: Record<number, number>;
  favourite: Record<number, number>;
  /** A card payment started by the account (kart_odeme id). */
  payment: Record<number, string>;
  /** Money documents: a deposit row of every account; Ayşe's collection and paid won tender. */
  documents: { deposit: Record<number, number>; collection: Record<number, number>; sale: Record<number, number> };
}

type Kind =
  /** Naming another account: 403 in the error shape, nothing written. */
  | 'refused'
  /** OData set scoped on the server: 200 with the caller's own rows only. */
  | 'scoped';

interface Row {
  route: string;
  kind: Kind;
  request(cariId: number, f: Fixtures): InjectOptions;
  /** Status of the same call with Ayşe's own person account. */
  own: number;
}

const q = (url: string, params: Record<string, string | number>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

const ACCOUNT_ROUTES: Row[] = [
  {
    route: 'GET /api/v1/IhaleKatilimCari',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({ method: 'GET', url: q('/api/v1/IhaleKatilimCari', { cariId: c, ihaleId: f.joined[c] }) }),
  },
  {
    route: 'POST /api/v1/IhaleKatilimCari',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({ method: 'POST', url: '/api/v1/IhaleKatilimCari', payload: { cariId: c, ihaleId: f.fresh } }),
  },
  {
    route: 'PUT /api/v1/IhaleKatilimCari',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'PUT',
      url: '/api/v1/IhaleKatilimCari',
      payload: { CariId: c, IhaleId: c === ayse.person ? f.fresh : f.joined[c], isActive: false },
    }),
  },
  {
    route: 'POST /api/v1/Iletisim',
    kind: 'refused',
    own: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/Iletisim',
      payload: { cariId: c, konuId: 192, durumId: 201, baslik: 'Soru', IhaleTipiId: 51, icerik: 'Merhaba' },
    }),
  },
  {
    route: 'POST /api/v1/IletisimYazisma',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'POST',
      url: '/api/v1/IletisimYazisma',
      payload: { iletisimId: f.conversation[c], icerik: 'Yanıt' },
    }),
  },
  {
    route: 'PUT /api/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle',
    kind: 'refused',
    own: 200,
    request: (c) => ({
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariSozlesmeBilgileriGuncelle',
      payload: { CariId: c, IhaleTipiId: 51 },
    }),
  },
  {
    route: 'PUT /api/v1/CariBilgisi/AktifCari',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'PUT', url: '/api/v1/CariBilgisi/AktifCari', payload: { cariId: c } }),
  },
  {
    route: 'POST /api/v1/CariBilgisi/CariFirmaGirisiLogu',
    kind: 'refused',
    own: 204,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/CariBilgisi/CariFirmaGirisiLogu',
      payload: { cariId: c, activityType: 'login' },
    }),
  },
  {
    route: 'POST /api/v1/CariBilgisi/CariFirmaCikisiLogu',
    kind: 'refused',
    own: 204,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/CariBilgisi/CariFirmaCikisiLogu',
      payload: { cariId: c, activityType: 'logout' },
    }),
  },
  {
    route: 'GET /api/v1/CariBilgisi/CariIbanBilgisi',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: q('/api/v1/CariBilgisi/CariIbanBilgisi', { cariId: c }) }),
  },
  {
    route: 'PUT /api/v1/CariBilgisi/CariIbanBilgisi',
    kind: 'refused',
    own: 200,
    request: (c) => ({
      method: 'PUT',
      url: '/api/v1/CariBilgisi/CariIbanBilgisi',
      payload: { cariId: c, iban: 'TR320010009999901234567890' },
    }),
  },
  {
    route: 'POST /api/v1/CariBilgisi/SozlesmeOnay',
    kind: 'refused',
    own: 204,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/CariBilgisi/SozlesmeOnay',
      payload: { CariId: c, IhaleTipiId: 51 },
    }),
  },
  {
    route: 'GET /api/v1/Finans/Ozet',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: q('/api/v1/Finans/Ozet', { cariId: c }) }),
  },
  {
    route: 'POST /api/v1/FavoriIhale',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({ method: 'POST', url: '/api/v1/FavoriIhale', payload: { IhaleId: f.fresh, cariId: c } }),
  },
  {
    route: 'DELETE /api/v1/FavoriIhale/:id',
    kind: 'refused',
    own: 204,
    request: (c, f) => ({ method: 'DELETE', url: `/api/v1/FavoriIhale/${f.favourite[c]}` }),
  },
  {
    route: 'GET /api/v1/Teminat/Detay',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: q('/api/v1/Teminat/Detay', { cariId: c }) }),
  },
  {
    route: 'POST /api/v1/Teminat/TeminatIade',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'POST', url: '/api/v1/Teminat/TeminatIade', payload: { cariId: c, talepTutari: 100 } }),
  },
  {
    route: 'GET /api/v1/Teminat/TeminatGecmisi',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: q('/api/v1/Teminat/TeminatGecmisi', { cariId: c, yil: 2026 }) }),
  },
  // Money documents: each account's own deposit row, collection and paid won tender, so a missing
  // check would hand out someone else's PDF (server/documents/documents.test.ts: 404 for those).
  {
    route: 'GET /api/v1/Odeme/Dekont/Teminat/:id',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'GET',
      url: q(`/api/v1/Odeme/Dekont/Teminat/${f.documents.deposit[c]}`, { cariId: c }),
    }),
  },
  {
    route: 'GET /api/v1/Odeme/Dekont/Tahsilat/:id',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'GET',
      url: q(`/api/v1/Odeme/Dekont/Tahsilat/${f.documents.collection[c] ?? f.documents.collection[ayse.person]}`, {
        cariId: c,
      }),
    }),
  },
  {
    route: 'GET /api/v1/Odeme/SatisBelgesi/:id',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'GET',
      url: q(`/api/v1/Odeme/SatisBelgesi/${f.documents.sale[c] ?? f.documents.sale[ayse.person]}`, { cariId: c }),
    }),
  },
  {
    route: 'GET /api/v1/IkinciTeklif',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: q('/api/v1/IkinciTeklif', { cariId: c }) }),
  },
  {
    // No offer of the caller's own: 404 (the offer must be the named account's), never a 403.
    route: 'POST /api/v1/IkinciTeklif/:id/Kabul',
    kind: 'refused',
    own: 404,
    request: (c) => ({ method: 'POST', url: '/api/v1/IkinciTeklif/999999/Kabul', payload: { cariId: c } }),
  },
  {
    route: 'POST /api/v1/IkinciTeklif/:id/Red',
    kind: 'refused',
    own: 404,
    request: (c) => ({ method: 'POST', url: '/api/v1/IkinciTeklif/999999/Red', payload: { cariId: c } }),
  },
  {
    route: 'GET /api/external-odata/IletisimCariOData',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: odataUrl('IletisimCariOData', { $filter: `CariId eq ${c}` }) }),
  },
  {
    route: 'GET /api/external-odata/IletisimYazismaCariOData',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'GET',
      url: odataUrl('IletisimYazismaCariOData', { $filter: `IletisimId eq ${f.conversation[c]}` }),
    }),
  },
  {
    route: 'GET /api/external-odata/GercekKisilikExternalOData',
    kind: 'scoped',
    own: 200,
    request: (c) => ({ method: 'GET', url: odataUrl('GercekKisilikExternalOData', { $filter: `CariId eq ${c}` }) }),
  },
  // In this order: her own PUT sets the maximum the GET reads and the DELETE cancels.
  {
    route: 'PUT /api/v1/OtomatikTeklif',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({
      method: 'PUT',
      url: '/api/v1/OtomatikTeklif',
      payload: { cariId: c, ihaleId: f.proxy, azamiTutar: 900_000_000 },
    }),
  },
  {
    route: 'GET /api/v1/OtomatikTeklif',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({ method: 'GET', url: q('/api/v1/OtomatikTeklif', { cariId: c, ihaleId: f.proxy }) }),
  },
  {
    route: 'DELETE /api/v1/OtomatikTeklif',
    kind: 'refused',
    own: 204,
    request: (c, f) => ({ method: 'DELETE', url: q('/api/v1/OtomatikTeklif', { cariId: c, ihaleId: f.proxy }) }),
  },
  {
    route: 'GET /api/external-odata/IhaleKatilimCariOData',
    kind: 'scoped',
    own: 200,
    request: (c) => ({ method: 'GET', url: odataUrl('IhaleKatilimCariOData', { $filter: `CariId eq ${c}` }) }),
  },
  {
    route: 'GET /api/external-odata/FavoriIhaleOData',
    kind: 'scoped',
    own: 200,
    request: (c) => ({ method: 'GET', url: odataUrl('FavoriIhaleOData', { $filter: `CariId eq ${c}` }) }),
  },
  {
    route: 'POST /api/v1/Odeme/KartOdemeBaslat',
    kind: 'refused',
    own: 200,
    request: (c) => ({
      method: 'POST',
      url: '/api/v1/Odeme/KartOdemeBaslat',
      payload: { amac: 'teminat', cariId: c, tutar: '100,00', paraBirimi: 'TL' },
    }),
  },
  {
    route: 'GET /api/v1/Odeme/Kart/:odemeId',
    kind: 'refused',
    own: 200,
    request: (c, f) => ({ method: 'GET', url: q(`/api/v1/Odeme/Kart/${f.payment[c]}`, { cariId: c }) }),
  },
  {
    route: 'GET /api/v1/Odeme/HavaleBilgileri',
    kind: 'refused',
    own: 200,
    request: (c) => ({ method: 'GET', url: q('/api/v1/Odeme/HavaleBilgileri', { cariId: c, paraBirimi: 'TL' }) }),
  },
];

/** Routes that name no account, and why; each is still covered where the reason says. */
const NO_ACCOUNT_ROUTES: Record<string, string> = {
  'GET /api/live': 'liveness',
  'GET /api/health': 'readiness',
  'GET /api/ready': 'readiness',
  'GET /api/metrics': 'Prometheus metrics for the operators (no account data; loopback or METRICS_TOKEN only)',
  'GET /api/external-odata/HerkeseAcikIhaleAnaSayfaOData': 'public set; FavoriIhaleler scoped (odata.test.ts)',
  'GET /api/external-odata/SonuclananIhaleOData':
    'public set of finished tenders; never the winner; FavoriIhaleler scoped like the tender set',
  'GET /api/external-odata/HerkeseAcikTeslimatYeriOData': 'public set',
  'GET /api/external-odata/HerkeseAcikKategoriOData': 'public set',
  'GET /api/external-odata/DuyuruOData': 'public set',
  'GET /api/external-odata/DuyuruWithOutCacheOData': 'public set',
  'GET /api/external-odata/AnaSayfaSliderOData': 'public set',
  'GET /api/external-odata/PortalSayfaOData': 'public set',
  'GET /api/external-odata/KategoriOData': 'public set',
  ...Object.fromEntries(
    [
      'HerkeseAcikIhaleAnaSayfaOData',
      'SonuclananIhaleOData',
      'HerkeseAcikTeslimatYeriOData',
      'HerkeseAcikKategoriOData',
      'DuyuruOData',
      'DuyuruWithOutCacheOData',
      'AnaSayfaSliderOData',
      'PortalSayfaOData',
      'KategoriOData',
    ].map((set) => [`GET /api/external-odata/${set}*`, 'public set: Set(key) and Set/$count, as the set']),
  ),
  // Per-caller sets by key and $count: the set's base filter applies as to the list, another
  // account's row is a 404 (server/odata/conformance.test.ts).
  ...Object.fromEntries(
    [
      'IletisimCariOData',
      'IletisimYazismaCariOData',
      'GercekKisilikExternalOData',
      'IhaleKatilimCariOData',
      'FavoriIhaleOData',
    ].map((set) => [`GET /api/external-odata/${set}*`, "per-caller set by key or $count: the caller's rows only"]),
  ),
  'GET /api/external-odata': 'OData service document: the public set names (server/odata/service.test.ts)',
  'GET /api/external-odata/$metadata':
    "OData $metadata: the public sets' model, no data (server/odata/service.test.ts)",
  'GET /api/v1/HerkeseAcikSatisIhale/ServerCurrentTime': 'public clock',
  'GET /api/v1/HerkeseAcikSatisIhale/:id/YayindanKaldirma':
    "a withdrawn tender's id and reason only (lifecycle.test.ts)",
  'GET /api/v1/IhaleKalemKategori': 'public lookup',
  'GET /api/dosya/:anahtar': 'public stored files by content key (tender images, attachments, slides)',
  'GET /api/v1/IletisimBilgileri': 'public contact details',
  'GET /api/acik-veri/ocds/ihaleler':
    'public open data: OCDS packages of ended tenders, bidders by alias only (ocds.test.ts)',
  'GET /api/acik-veri/ocds/ihaleler/:id': 'public open data: one ended tender; hidden ones are 404 (ocds.test.ts)',
  'GET /api/acik-veri/ocds/kayitlar':
    'public open data: OCDS record packages of ended tenders, bidders by alias only (ocds.test.ts)',
  'GET /api/acik-veri/ocds/kayitlar/:id':
    "public open data: one ended tender's record; hidden ones are 404 (ocds.test.ts)",
  'GET /api/acik-veri/ihaleler/feed.xml': 'public Atom feed of published tenders and results (atom-feed.test.ts)',
  'GET /api/seffaflik/anahtar': "public: the bid record's verifier key (transparency/record.test.ts)",
  'GET /api/seffaflik/ihaleler/:id/checkpoint':
    "public: a started public tender's signed checkpoint; bidders appear by alias only (transparency/record.test.ts)",
  'GET /api/seffaflik/ihaleler/:id/kayitlar':
    "public: a started public tender's record lines, aliases only (transparency/record.test.ts)",
  'GET /api/seffaflik/ihaleler/:id/kanit':
    'public: an inclusion proof of one record line (transparency/record.test.ts)',
  'PUT /api/v1/CariBilgisi/CariGirisIslemleri': "the token's person only",
  'PUT /api/v1/CariBilgisi/SozlesmeleriOnayliGercekKisilikEkle': 'KimlikNo must be the token’s (tested below)',
  'PUT /api/v1/GercekKisilik/IletisimTercihi': "the token's person only",
  'GET /api/v1/Mersis/MersisFirmaAktifOrtakBilgisi': 'registry look-up for the token’s person',
  'POST /api/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet': 'links only companies naming the token’s person (below)',
  'GET /api/v1/Mersis/CariOrtakBilgisi': "the token's person only",
  'DELETE /api/v1/Mersis/DeleteFirmaOrtaklik/:vkn': 'unlinks only the token’s person (tested below)',
  'POST /api/connect/token': 'sign-in (tokens.test.ts)',
  'POST /api/operator/iletisim/:id/cevap': 'operator only: loopback and key (operator tests)',
  'POST /api/operator/yonetici': 'operator only: loopback and key (operator tests)',
  'GET /auth/Account/external-login': 'sign-in',
  'GET /auth/Account/external-callback': 'sign-in',
  'GET /auth/edevlet': 'sign-in stand-in',
  'POST /auth/edevlet': 'sign-in stand-in',
  'POST /auth/connect/token': 'sign-in (tokens.test.ts)',
  'POST /auth/connect/revocation':
    'sign-out: ends only the family of a refresh token the caller holds (refresh-cookie-and-revocation.test.ts)',
  'GET /auth/connect/userinfo': "the token's person only",
  'POST /api/odeme/3d/sonuc':
    "the bank's callback: no session, the bank's signature is the authentication; credits only the started payment's account (card-payment.test.ts)",
  'GET /api/odeme/3d/sonuc': "only a redirect back to the payment's page; reads and writes nothing",
  'POST /api/sanal-pos/3d': 'stand-in bank (POS_MODE=dev): checks the merchant signature, writes nothing',
  'POST /api/sanal-pos/3d/onay': 'stand-in bank (POS_MODE=dev): answers a signed result page, writes nothing',
  'POST /api/sanal-pos/api':
    'stand-in bank’s XML API (POS_MODE=dev): the merchant’s API user and password are the authentication; names no account',
  'GET /api/bildirimler/abonelik-iptal':
    'RFC 8058 unsubscribe page: a button that POSTs; changes nothing (notifications/notifications.test.ts)',
  'POST /api/bildirimler/abonelik-iptal':
    "one-click unsubscribe: no session, the signed token names the person; it can only turn that person's e-mail consent off (notifications.test.ts)",
  'GET /api/gelistirici/posta':
    'stand-ins only (EDEVLET_MODE=dev, no SMTP_URL; 404 otherwise): what the SMTP catcher and SMS stand-in caught (dev-mail/dev-mail.test.ts)',
  'POST /api/gelistirici/sms': 'SMS gateway stand-in (stand-ins only, 404 otherwise): stores the message it is sent',
  // The inbox names no account: each route reads the session's own (another account's item is a 404, below).
  'GET /api/bildirimler': "the session's account's inbox only (tested below)",
  'GET /api/bildirimler/okunmamis': "the session's account's unread count only (tested below)",
  'POST /api/bildirimler/:id/okundu': "another account's item id is a 404 and stays unread (tested below)",
  'POST /api/bildirimler/okundu': "marks the session's account's items only (tested below)",
  'GET /api/bildirimler/push/anahtar': "public: the portal's VAPID public key",
  'POST /api/bildirimler/push/abonelik': "stores a browser's subscription for the token's person only",
  'DELETE /api/bildirimler/push/abonelik': "removes only the token's person's subscription (tested below)",
};

describe('cross-account matrix', () => {
  let t: ProfileTestContext;
  let f: Fixtures;
  const asAyse = (opts: InjectOptions) => t.call(ayse.kimlikNo, opts);

  before(async () => {
    t = await openProfileTestApp();
    const db = t.handle.db;
    const tenders = await runningTenders(db, TEST_NOW, [ayse.person, ...ayse.companies, ...OTHERS]);
    assert.ok(tenders.length >= 3, 'the seed has running tenders');
    const [fresh, theirs, proxy] = tenders;
    f = {
      fresh,
      proxy,
      joined: { [ayse.person]: fresh },
      conversation: {},
      favourite: {},
      payment: {},
      documents: { deposit: {}, collection: {}, sale: {} },
    };
    // A card payment of every account: a missing check would let her read another's.
    for (const c of [ayse.person, ...ayse.companies, ...OTHERS]) {
      f.payment[c] = randomUUID();
      await db.insert(kartOdeme).values({
        id: f.payment[c],
        cariId: c,
        amac: 'teminat',
        tutar: '100.00',
        paraBirimiId: 1,
        baslatanKimlikNo: ayse.kimlikNo,
        olusturmaTarihi: TEST_NOW,
      });
    }
    // Every other account: joined in a tender (contracts of Ali's accounts accepted first), with a
    // conversation, a favourite and an IBAN, so that a missing check would leave a trace.
    for (const c of OTHERS) {
      await db.execute(sql`insert into sozlesme_onay (cari_id, ihale_tipi_id, versiyon)
                           select ${c}, 51, ${CURRENT_CONTRACT_VERSION} where not exists
                           (select 1 from sozlesme_onay where cari_id = ${c} and versiyon = ${CURRENT_CONTRACT_VERSION})`);
      await joinTender(db, { cariId: c, ihaleId: theirs, now: TEST_NOW });
      f.joined[c] = theirs;
      // Joined: a missing check would let her set, read or cancel a maximum for them.
      await joinTender(db, { cariId: c, ihaleId: proxy, now: TEST_NOW });
      const { conversation } = await openConversation(db, {
        cariId: c,
        konuId: 192,
        baslik: 'Başkasının sorusu',
        ihaleTipiId: 51,
        now: TEST_NOW,
        firstMessage: { icerik: 'Gizli', yazanAdiSoyadi: 'Başkası' },
      });
      f.conversation[c] = conversation.id;
      f.favourite[c] = (await addFavourite(db, { cariId: c, ihaleId: theirs, now: TEST_NOW })).id;
      await saveIban(db, { cariId: c, iban: IBAN, now: TEST_NOW });
    }
    // Ayşe takes part in the others' tender too: her own rows of the participation set, and the hub bid.
    await joinTender(db, { cariId: ayse.person, ihaleId: theirs, now: TEST_NOW });
    await joinTender(db, { cariId: ayse.person, ihaleId: proxy, now: TEST_NOW });
    f.conversation[ayse.person] = 1;
    f.favourite[ayse.person] = 1;
    for (const c of [ayse.person, ...ayse.companies, ...OTHERS]) f.documents.deposit[c] = await firstDepositRow(db, c);
    // After her joins: the paid tender's deposit is paid in, blocked and used, leaving her available as it was.
    const won = await paidWonTender(db, { cariId: ayse.person, now: TEST_NOW, excludeTenders: [fresh, theirs, proxy] });
    f.documents.collection[ayse.person] = won.tahsilatId;
    f.documents.sale[ayse.person] = won.ihaleId;
  });
  after(async () => {
    await t?.close();
  });

  it('has a row for every registered route (a new route must be classified here)', async () => {
    await t.app.ready();
    // The back-office is staff-only and names no bidder account: server/backoffice/role-matrix.test.ts covers it.
    const registered = registeredRoutes(t.app).filter((r) => !r.split(' ')[1].startsWith('/api/yonetim/'));
    const classified = new Set([...ACCOUNT_ROUTES.map((r) => r.route), ...Object.keys(NO_ACCOUNT_ROUTES)]);
    assert.deepEqual(
      registered.filter((r) => !classified.has(r)),
      [],
      'routes without a row in the cross-account table',
    );
    assert.deepEqual(
      [...classified].filter((r) => !registered.includes(r)),
      [],
      'rows for routes that no longer exist',
    );
  });

  // Before the rows below, while every resource of hers still exists.
  it('a session acting for her company may not act for her person account on any account route (docs/spec.md §1)', async () => {
    const company = ayse.companies[0];
    for (const row of ACCOUNT_ROUTES) {
      const before = await dbDigest(t.handle.db);
      // The third argument fixes the session's account: the request names another of her own.
      const res = await t.call(ayse.kimlikNo, row.request(ayse.person, f), company);
      if (row.kind === 'refused') {
        assertErrorShape(res, 403, `${row.route} for her person account from her company session`);
      } else {
        assert.equal(res.statusCode, 200, res.body);
        // Her personal record is hers in any session (Hesabım); every other set is the company's.
        const own = row.route.includes('GercekKisilik') ? ayse.person : company;
        assert.ok(
          (res.json().value as Array<{ CariId: number }>).every((r) => r.CariId === own),
          `${row.route}: only the company session's own rows`,
        );
      }
      assert.deepEqual(await dbDigest(t.handle.db), before, `${row.route} wrote nothing`);
    }
  });

  for (const row of ACCOUNT_ROUTES) {
    it(`${row.route}: another account is ${row.kind === 'refused' ? 'refused with 403' : 'scoped away'}; her own succeeds`, async () => {
      for (const other of OTHERS) {
        const before = await dbDigest(t.handle.db);
        const res = await asAyse(row.request(other, f));
        if (row.kind === 'refused') {
          assertErrorShape(res, 403, `${row.route} naming ${other}`);
        } else {
          assert.equal(res.statusCode, 200, res.body);
          const rows = res.json().value as Array<{ CariId: number }>;
          assert.deepEqual(rows, [], `${row.route} naming ${other} returns none of their rows`);
        }
        assert.deepEqual(await dbDigest(t.handle.db), before, `${row.route} naming ${other} wrote nothing`);
      }
      const own = await asAyse(row.request(ayse.person, f));
      assert.equal(own.statusCode, row.own, `${row.route} with her own account: ${own.body.slice(0, 300)}`);
      if (row.kind === 'scoped') {
        const rows = own.json().value as Array<{ CariId: number }>;
        assert.ok(rows.length > 0, 'her own rows come back');
        assert.ok(rows.every((r) => r.CariId === ayse.person));
      }
    });
  }

  it('reads of a company she is authorised for succeed', async () => {
    const company = ayse.companies[0];
    for (const row of ACCOUNT_ROUTES.filter(
      (r) => r.route.startsWith('GET /api/v1/') && !r.route.includes('IhaleKatilim'),
    )) {
      const res = await asAyse(row.request(company, f));
      // The company has set no maximum and has no collection or paid sale: allowed to ask, nothing to read.
      const expected = /OtomatikTeklif|Dekont\/Tahsilat|SatisBelgesi/.test(row.route) ? 404 : 200;
      assert.equal(res.statusCode, expected, `${row.route} for company ${company}: ${res.body.slice(0, 200)}`);
    }
  });

  it('OData `or`/`in`/`not` tricks on scoped sets return only her own rows', async () => {
    const mine = new Set<number>([ayse.person, ...ayse.companies]);
    for (const set of ['IhaleKatilimCariOData', 'FavoriIhaleOData', 'GercekKisilikExternalOData']) {
      for (const filter of [
        'CariId ne 0',
        `CariId eq ${ayse.person} or CariId eq ${ACCOUNTS.mehmet.person}`,
        `CariId eq ${ayse.person} or true`,
        `not (CariId eq ${ayse.person})`,
        `CariId in (${OTHERS.join(',')})`,
        'Id gt 0 or Id le 0',
      ]) {
        const res = await asAyse({ method: 'GET', url: odataUrl(set, { $filter: filter, $top: '100' }) });
        assert.equal(res.statusCode, 200, `${set} ${filter}: ${res.body}`);
        for (const r of res.json().value as Array<{ CariId: number }>) {
          assert.ok(mine.has(r.CariId), `${set} ${filter} leaked account ${r.CariId}`);
        }
      }
    }
  });

  it('naming another person’s TC kimlik no in the person set is refused', async () => {
    const res = await asAyse({
      method: 'GET',
      url: odataUrl('GercekKisilikExternalOData', { $filter: `KimlikNo eq '${ACCOUNTS.mehmet.kimlikNo}'` }),
    });
    assertErrorShape(res, 403, 'person set by kimlik no');
  });

  it('registration only for her own TC kimlik no; unlinking and linking only her own companies', async () => {
    const before = await dbDigest(t.handle.db);
    const register = await t.call(ACCOUNTS.zeynep.kimlikNo, {
      method: 'PUT',
      url: '/api/v1/CariBilgisi/SozlesmeleriOnayliGercekKisilikEkle',
      payload: {
        KimlikNo: ACCOUNTS.mehmet.kimlikNo,
        Adi: 'Mehmet',
        Soyadi: 'Kaya',
        GSM: '5332345678',
        IhaleTipiId: 51,
      },
    });
    assertErrorShape(register, 403, 'registering someone else');
    // Ali's company (VKN 4567891233): Ayşe may not look it up, has no link to remove and is no partner to add.
    const lookup = await asAyse({ method: 'GET', url: '/api/v1/Mersis/MersisFirmaAktifOrtakBilgisi?vkn=4567891233' });
    assertErrorShape(lookup, 404, 'looking up someone else’s company');
    const unlink = await asAyse({ method: 'DELETE', url: '/api/v1/Mersis/DeleteFirmaOrtaklik/4567891233' });
    assertErrorShape(unlink, 404, 'unlinking someone else’s company');
    const link = await asAyse({
      method: 'POST',
      url: '/api/v1/Mersis/MersisFirmaAktifOrtakBilgisiKaydet',
      payload: { vkn: '4567891233' },
    });
    assert.ok(link.statusCode >= 400 && link.statusCode < 500, `linking someone else’s company: ${link.statusCode}`);
    assertErrorShape(link, link.statusCode, 'linking someone else’s company');
    assert.deepEqual(await dbDigest(t.handle.db), before);
  });

  it('the inbox: another account’s item id is a 404, its items never listed or marked, its push subscription kept', async () => {
    const db = t.handle.db;
    const theirs = await insertInboxItem(db, { cariId: ACCOUNTS.mehmet.person, baslik: 'Mehmet’e özel' });
    const company = await insertInboxItem(db, { cariId: ayse.companies[0], baslik: 'Şirketine özel' });
    const own = await insertInboxItem(db, { cariId: ayse.person, baslik: 'Kendisine' });
    await db.insert(pushAboneligi).values({
      gercekKisilikId: 2,
      endpoint: 'https://push.example.com/mehmet',
      p256dh: 'x',
      auth: 'y',
    });
    const before = await dbDigest(db);
    for (const id of [theirs, company]) {
      assertErrorShape(await asAyse({ method: 'POST', url: `/api/bildirimler/${id}/okundu` }), 404, `item ${id}`);
    }
    const list = await asAyse({ method: 'GET', url: '/api/bildirimler' });
    const ids = (list.json().data.items as Array<{ Id: number }>).map((i) => i.Id);
    assert.ok(ids.includes(own) && !ids.includes(theirs) && !ids.includes(company), JSON.stringify(ids));
    const gone = await asAyse({
      method: 'DELETE',
      url: '/api/bildirimler/push/abonelik',
      payload: { endpoint: 'https://push.example.com/mehmet' },
    });
    assert.equal(gone.statusCode, 204);
    assert.deepEqual(await dbDigest(db), before, 'nothing of another account changed');
    assert.equal((await asAyse({ method: 'POST', url: '/api/bildirimler/okundu' })).json().data.okunmamis, 0);
    const mehmetsCount = await t.call(ACCOUNTS.mehmet.kimlikNo, { method: 'GET', url: '/api/bildirimler/okunmamis' });
    assert.ok(mehmetsCount.json().data.okunmamis >= 1, 'her mark-all left his unread');
  });

  describe('hub methods', () => {
    let srv: ListeningHub;
    let client: HubConnection;

    before(async () => {
      const hub = createPortalHub({
        db: t.handle.db,
        now: () => TEST_NOW,
        authenticate: ({ token }) => authenticateBearer(t.app, token),
        log: { warn() {}, error() {} },
      });
      srv = await listenHub(hub);
      client = buildClient(srv.url, await issueAccessToken(t.app, ayse.kimlikNo));
      await client.start();
    });
    after(async () => {
      await client?.stop();
      await srv?.close();
    });

    const bidCount = async () =>
      Number((await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int as n from teklif`))[0].n);

    it('Katilim for another account is refused through TeklifSonucuDon and stores no bid', async () => {
      const ihaleId = f.joined[OTHERS[0]];
      const [kalem] = await queryRows<{ acilis: string; max: string | null }>(
        t.handle.db,
        sql`select acilis_fiyati as acilis, tur_teklifleri_teklif_tutari_max as max from ihale_kalem where ihale_id = ${ihaleId} order by id limit 1`,
      );
      const highest = Math.max(Number(kalem.acilis), Number(kalem.max ?? 0));
      const tutar = highest + smallestIncrement(Number(kalem.acilis)) * 2;
      for (const other of OTHERS) {
        const before = await dbDigest(t.handle.db);
        const heard = new Promise<TeklifSonucuPayload>((resolve) => client.on('TeklifSonucuDon', resolve));
        const answer = await client.invoke<TeklifSonucuPayload>('Katilim', { cariId: other, ihaleId, tutar });
        assert.deepEqual(answer, { resultType: 'Error', messages: [BidMessages.notYourAccount] });
        assert.deepEqual(await heard, answer);
        client.off('TeklifSonucuDon');
        assert.deepEqual(await dbDigest(t.handle.db), before, `bid naming ${other} wrote nothing`);
      }

      // Her own account, joined in the same tender, bids the same amount: accepted and stored.
      const bids = await bidCount();
      const own = await client.invoke<TeklifSonucuPayload>('Katilim', { cariId: ayse.person, ihaleId, tutar });
      assert.deepEqual(own, { resultType: 'Ok', messages: [] });
      assert.equal(await bidCount(), bids + 1);
    });

    it('AddToGroup and RemoveFromGroup take a tender id only; a hostile one is refused', async () => {
      await client.invoke('AddToGroup', f.fresh);
      await client.invoke('RemoveFromGroup', f.fresh);
      for (const bad of [{ cariId: 2 }, 'DROP TABLE teklif', -1, 2 ** 40]) {
        await assert.rejects(client.invoke('AddToGroup', bad), /Geçersiz ihale numarası/);
      }
    });
  });
});
