import { PARA_BIRIMI } from '../../lib/contract/money';
/**
 * Rows for people, companies and their accounts: the e-Devlet and MERSIS stand-ins, portal
 * accounts with contract acceptances, opening deposits, and Ayşe Yılmaz's favourite and
 * conversation. Pure: no database access.
 */
import { CONVERSATION_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import { OPENING_DEPOSIT, TEST_STAFF } from './constants';
import { BIDDER_COMPANIES, CITIZEN_COMPANIES, CITIZENS, PERSON_ACCOUNTS } from './data/people';
import type { Insert } from './row-types';
import { at, days, hours, minutes } from './time';

export interface AccountRows {
  edevletVatandas: Insert<'edevletVatandas'>[];
  mersisFirma: Insert<'mersisFirma'>[];
  mersisOrtak: Insert<'mersisOrtak'>[];
  cari: Insert<'cari'>[];
  gercekKisilik: Insert<'gercekKisilik'>[];
  firmaYetkili: Insert<'firmaYetkili'>[];
  sozlesmeOnay: Insert<'sozlesmeOnay'>[];
  teminatHareket: Insert<'teminatHareket'>[];
  favoriIhale: Insert<'favoriIhale'>[];
  iletisim: Insert<'iletisim'>[];
  iletisimYazisma: Insert<'iletisimYazisma'>[];
  personel: Insert<'personel'>[];
  personelRol: Insert<'personelRol'>[];
}

/** A ledger amount: lira with at most two places → bigint kuruş, exactly (through its two-place text). */
const kurus = (n: number) => BigInt(n.toFixed(2).replace('.', ''));

/**
 * @param ledger the tender-side ledger rows (blocks, uses), so bidder accounts can be topped up
 *   to keep at least OPENING_DEPOSIT available whichever way a reader nets "kullanim".
 * @param favouriteTenderId the tender Ayşe Yılmaz has favourited.
 */
export function buildAccounts(now: Date, ledger: Insert<'teminatHareket'>[], favouriteTenderId: number): AccountRows {
  const citizen = (kimlikNo: string) => {
    const c = CITIZENS.find((x) => x.kimlikNo === kimlikNo);
    if (!c) throw new Error(`Unknown citizen ${kimlikNo}`);
    return c;
  };
  const rows: AccountRows = {
    edevletVatandas: CITIZENS.map((c) => ({ ...c })),
    mersisFirma: [],
    mersisOrtak: [],
    cari: [],
    gercekKisilik: [],
    firmaYetkili: [],
    sozlesmeOnay: [],
    teminatHareket: [],
    favoriIhale: [],
    iletisim: [],
    iletisimYazisma: [],
    // Staff are enrolled with the fixed secrets of TEST_STAFF (dev seed only).
    personel: Object.values(TEST_STAFF).map((st, i) => ({
      id: i + 1,
      kimlikNo: st.kimlikNo,
      adiSoyadi: `${st.adi} ${st.soyadi}`,
      totpGizli: st.totp,
      totpOnayTarihi: at(now, -days(30)),
      olusturmaTarihi: at(now, -days(60)),
    })),
    personelRol: Object.values(TEST_STAFF).flatMap((st, i) => st.roller.map((rol) => ({ personelId: i + 1, rol }))),
  };

  PERSON_ACCOUNTS.forEach((acc, i) => {
    const c = citizen(acc.kimlikNo);
    const opened = at(now, -days(240 - i * 30));
    rows.cari.push({
      id: acc.cariId,
      tur: 'gercek',
      unvan: `${c.adi} ${c.soyadi}`,
      vergiNo: null,
      olusturmaTarihi: opened,
    });
    rows.gercekKisilik.push({
      id: acc.gercekKisilikId,
      cariId: acc.cariId,
      kimlikNo: c.kimlikNo,
      adi: c.adi,
      soyadi: c.soyadi,
      gsm: c.gsm,
      eposta: c.eposta,
      epostaBildirimOnayi: acc.epostaBildirimOnayi,
      gsmBildirimOnayi: acc.gsmBildirimOnayi,
    });
    rows.sozlesmeOnay.push({
      cariId: acc.cariId,
      ihaleTipiId: TENDER_TYPE.publicSale,
      versiyon: acc.contractVersion,
      onayTarihi: opened,
    });
  });

  for (const company of [...CITIZEN_COMPANIES, ...BIDDER_COMPANIES]) {
    rows.mersisFirma.push({ vkn: company.vkn, unvani: company.unvan });
    for (const partner of company.partners) rows.mersisOrtak.push({ vkn: company.vkn, ...partner });
    if (company.cariId === null) continue;
    const opened = at(now, -days(200 - company.cariId * 5));
    rows.cari.push({
      id: company.cariId,
      tur: 'firma',
      unvan: company.unvan,
      vergiNo: company.vkn,
      olusturmaTarihi: opened,
    });
    for (const personId of company.linkedPersons) {
      rows.firmaYetkili.push({ gercekKisilikId: personId, firmaCariId: company.cariId, eklenmeTarihi: opened });
    }
  }

  // Every account starts with the same deposit paid in by bank transfer, long before any seeded tender.
  for (const account of rows.cari) {
    rows.teminatHareket.push({
      cariId: account.id!,
      tur: 'yatirma',
      idempotencyKey: `seed-acilis:${account.id}`,
      yon: 1,
      tutarKurus: kurus(OPENING_DEPOSIT),
      aciklama: 'Teminat yatırma (EFT)',
      islemTarihi: at(now, -days(120) - hours(account.id!)),
    });
  }
  // Bidders with seeded tenders get a further transfer per currency (a USD tender's deposit is
  // drawn from the account's USD deposit), so they keep OPENING_DEPOSIT available in TL.
  for (const bidder of BIDDER_COMPANIES) {
    const committed = new Map<number, bigint>();
    for (const r of ledger) {
      if (r.cariId !== bidder.cariId || (r.tur !== 'blokaj' && r.tur !== 'kullanim')) continue;
      const currency = r.paraBirimiId ?? PARA_BIRIMI.TL.id;
      committed.set(currency, (committed.get(currency) ?? 0n) + r.tutarKurus);
    }
    // Rounded up to the next 100 000 (in kuruş: 10 000 000).
    const step = 10_000_000n;
    for (const [paraBirimiId, amount] of committed) {
      rows.teminatHareket.push({
        cariId: bidder.cariId!,
        paraBirimiId,
        tur: 'yatirma',
        idempotencyKey: `seed-ek:${bidder.cariId}:${paraBirimiId}`,
        yon: 1,
        tutarKurus: ((amount + step - 1n) / step) * step,
        aciklama: 'Teminat yatırma (EFT)',
        islemTarihi: at(now, -days(110) - hours(bidder.cariId! + paraBirimiId)),
      });
    }
  }

  const ayse = PERSON_ACCOUNTS[0];
  rows.favoriIhale.push({ ihaleId: favouriteTenderId, cariId: ayse.cariId, eklenmeTarihi: at(now, -hours(20)) });

  const opened = at(now, -days(6) - hours(3));
  const answered = at(now, -days(5) - hours(22) + minutes(14));
  rows.iletisim.push({
    id: 1,
    cariId: ayse.cariId,
    konuId: 191,
    durumId: CONVERSATION_STATUS.answered,
    baslik: 'Teminat iadesi ne zaman yapılır?',
    ihaleTipiId: TENDER_TYPE.publicSale,
    acilisTarihi: opened,
    sonCevap: answered,
  });
  rows.iletisimYazisma.push(
    {
      iletisimId: 1,
      icerik:
        'Merhaba, kaybettiğim bir ihalenin teminatı hesabımda blokeli görünüyor. Blokaj ne zaman çözülür ve iade talebini nasıl oluşturabilirim?',
      yazanAdiSoyadi: 'Ayşe Yılmaz',
      kurumYazisi: false,
      olusturmaTarihi: opened,
    },
    {
      iletisimId: 1,
      icerik:
        'Sayın Ayşe Yılmaz, ihale sonuçlandığında kaybeden isteklilerin teminat blokajı otomatik olarak çözülür ve tutar kullanılabilir teminatınıza eklenir. İade için Finansal Bilgilerim > Teminat Bilgileri ekranından IBAN bilginizi kaydettikten sonra "Teminat İade Talebi" oluşturabilirsiniz. İade talepleri 3 iş günü içinde hesabınıza aktarılır. İyi çalışmalar dileriz.',
      yazanAdiSoyadi: 'E-Satış Destek Birimi',
      kurumYazisi: true,
      olusturmaTarihi: answered,
    },
  );

  return rows;
}
