/**
 * Turns the tender plan into rows: tenders, their single item, files, tags, join records, bids
 * and the deposit ledger movements those joins and results cause. Pure: no database access.
 */
import { FILE_USAGE, TENDER_STATUS, TENDER_TYPE } from '../../lib/contract/lookups';
import { materialByKey, type Material } from './data/catalogue';
import { etiketId, OLCU_BIRIMI, OTOMATIK_UZATMA, PARA_BIRIMI, TESLIMAT_YERI, type Tag } from './data/lookups';
import { ALIASES, BIDDER_COMPANIES } from './data/people';
import { TENDER_PLAN, type TenderSlot } from './data/tender-plan';
import { incrementsFor } from '../../lib/rules/bid-increments';
import { IMAGE_VARIANTS, PDF_DOCUMENTS, imageUrl, pdfUrl } from './media-manifest';
import type { Prng } from './prng';
import type { Insert } from './row-types';
import { at, days, hours, minutes, paymentDeadline } from './time';
import { DEFAULTED_TENDER } from './constants';

export interface TenderRows {
  ihale: Insert<'ihale'>[];
  ihaleKalem: Insert<'ihaleKalem'>[];
  ihaleDosya: Insert<'ihaleDosya'>[];
  ihaleKalemDosya: Insert<'ihaleKalemDosya'>[];
  ihaleEtiket: Insert<'ihaleEtiket'>[];
  ihaleKatilimCari: Insert<'ihaleKatilimCari'>[];
  teklif: Insert<'teklif'>[];
  teminatHareket: Insert<'teminatHareket'>[];
  ihaleTahsilat: Insert<'ihaleTahsilat'>[];
}

const GALLERY_PATTERN = [1, 5, 3, 6, 2, 1, 4, 5, 1, 3];
const PAYMENT_DAYS = [7, 5, 10, 7];

const money = (n: number) => n.toFixed(2);
/** A ledger amount: lira with at most two places → bigint kuruş, exactly (through its two-place text). */
const kurus = (n: number) => BigInt(money(n).replace('.', ''));

/** Deposits are 10% of the opening price, rounded to a step that suits the amount. */
export function depositFor(openingPrice: number): number {
  const step = openingPrice < 10_000 ? 50 : openingPrice < 100_000 ? 100 : openingPrice < 1_000_000 ? 500 : 1000;
  return Math.max(step, Math.round((openingPrice * 0.1) / step) * step);
}

function lotOf(material: Material, slot: TenderSlot) {
  if (!slot.lot) return { baslik: slot.baslik ?? material.baslik, miktar: material.miktar, acilis: material.acilis };
  const countable = (material.unit === 'Adet' || material.unit === 'Lot') && material.miktar <= 4;
  const miktar = countable ? material.miktar : Math.round(material.miktar * slot.lot.factor * 10) / 10;
  const round = material.acilis < 100_000 ? 100 : 1000;
  const acilis = Math.round((material.acilis * slot.lot.factor) / round) * round;
  return { baslik: slot.baslik ?? `${material.baslik}${slot.lot.suffix}`, miktar, acilis };
}

const fmtTr = (n: number) => new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 }).format(n);

function describe(
  material: Material,
  baslik: string,
  miktar: number,
  withTable: boolean,
  ruleText: string | null,
): string {
  const place = TESLIMAT_YERI[material.place];
  const unit = OLCU_BIRIMI[material.unit].adi;
  const countable = material.unit === 'Adet' || material.unit === 'Lot';
  const amount = `${countable ? '' : 'yaklaşık '}${fmtTr(miktar)} ${unit}`;
  const parts = [
    `<p><strong>${baslik}</strong> herkese açık e-satış ihalesi ile açık artırma usulüyle satışa sunulmuştur. Malzemenin bulunduğu yer: ${place.adi}.</p>`,
    `<ul>${[`Miktar: ${amount}`, ...material.details].map((d) => `<li>${d}</li>`).join('')}</ul>`,
  ];
  if (withTable) {
    const rows: Array<[string, string]> = [
      ['Malzeme', material.note],
      ['Teslim yeri', `${place.adi} – ${place.adresi}`],
      ['Yerinde inceleme', 'Hafta içi 09:00–16:00, randevu ile'],
      ['Yükleme', 'Alıcı tarafından, saha sorumlusu gözetiminde'],
    ];
    parts.push(
      `<table><thead><tr><th>Özellik</th><th>Açıklama</th></tr></thead><tbody>${rows
        .map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`)
        .join('')}</tbody></table>`,
    );
  }
  if (ruleText) parts.push(`<p><strong>Otomatik uzatma:</strong> ${ruleText}</p>`);
  parts.push(
    '<p><strong>Önemli:</strong> Malzeme bulunduğu yerde ve olduğu gibi satılmaktadır. İhaleye katılmadan önce malzemenin yerinde görülmesi tavsiye edilir.</p>',
    '<p>Yükleme, tartım ve nakliye giderleri alıcıya aittir. Kazanan istekli ihale bedelini son ödeme tarihine kadar öder; yatırılan teminat ödemeye mahsup edilir.</p>',
  );
  return parts.join('\n');
}

/** A whole-number bid ladder: first bid at or above the opening price, each step one of the band's increments. */
function bidLadder(p: Prng, opening: number, count: number): number[] {
  const incs = incrementsFor(opening);
  const amounts: number[] = [];
  let amount = opening + (p.chance(0.4) ? incs[0] : 0);
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const r = p.next();
      amount += r < 0.55 ? incs[0] : r < 0.8 ? incs[1] : r < 0.93 ? incs[2] : incs[3];
    }
    amounts.push(amount);
  }
  return amounts;
}

/** Strictly increasing whole-second times in [from, to]. */
function spreadTimes(p: Prng, from: number, to: number, count: number): number[] {
  const span = Math.max(count * 1000, to - from);
  const raw = Array.from({ length: count }, () => from + p.next() * span).sort((a, b) => a - b);
  const out: number[] = [];
  for (const t of raw) {
    const s = Math.floor(t / 1000) * 1000;
    out.push(out.length && s <= out[out.length - 1] ? out[out.length - 1] + 1000 : s);
  }
  return out;
}

/**
 * Real tenders start and end on round times. Offsets of six hours or more land on a quarter hour;
 * shorter ones stay exact so the "ending in 10–30 minutes" and "starting in 5–60 minutes" windows hold.
 */
function roundedAt(now: Date, offset: number): Date {
  const exact = at(now, offset);
  if (Math.abs(offset) < hours(6)) return exact;
  return new Date(Math.round(exact.getTime() / minutes(15)) * minutes(15));
}

interface Planned {
  slot: TenderSlot;
  material: Material;
  yayin: Date;
  start: Date;
  end: Date;
}

export function buildTenders(now: Date, p: Prng): TenderRows {
  const rows: TenderRows = {
    ihale: [],
    ihaleKalem: [],
    ihaleDosya: [],
    ihaleKalemDosya: [],
    ihaleEtiket: [],
    ihaleKatilimCari: [],
    teklif: [],
    teminatHareket: [],
    ihaleTahsilat: [],
  };
  // Ids follow publication order, as they would in a real system.
  const planned: Planned[] = TENDER_PLAN.map((slot) => {
    const yayinOffset = slot.yayin ?? Math.min(slot.start - days(2) - hours(p.int(0, 96)), -hours(1));
    return {
      slot,
      material: materialByKey(slot.material),
      yayin: roundedAt(now, yayinOffset),
      start: roundedAt(now, slot.start),
      end: roundedAt(now, slot.end),
    };
  }).sort((a, b) => a.yayin.getTime() - b.yayin.getTime());

  planned.forEach((t, index) => {
    const id = index + 1;
    const { slot, material } = t;
    const { baslik, miktar, acilis } = lotOf(material, slot);
    const teminat = depositFor(acilis);
    const rule = slot.extension ? OTOMATIK_UZATMA[slot.extension] : null;
    const odemeGun = PAYMENT_DAYS[index % PAYMENT_DAYS.length];
    const isPublicLive = !slot.withdrawn && (slot.ihaleTipiId ?? 51) === TENDER_TYPE.publicSale;

    // --- Bids and joins ---
    const bidCount = slot.bids ?? 0;
    const bidderCount = bidCount === 0 ? 0 : Math.min(bidCount, p.int(2, 5));
    const joinerCount = bidderCount + (slot.idleJoiners ?? 0);
    const joiners = p.sample(BIDDER_COMPANIES, joinerCount);
    const aliases = p.sample(ALIASES, joinerCount);
    const bidders = joiners.slice(0, bidderCount);

    let uzatilmis: Date | null = null;
    const amounts = bidLadder(p, acilis, bidCount);
    let times: number[] = [];
    if (bidCount > 0) {
      const firstAt = t.start.getTime() + minutes(p.int(3, 40));
      const endMs = t.end.getTime();
      if (slot.extended && rule) {
        // The last bid lands one minute before the original end, inside the rule's window,
        // so the end moved to that bid + the extension; earlier bids stay clear of the window.
        const last = endMs - minutes(1);
        times = [...spreadTimes(p, firstAt, endMs - minutes(rule.sonDakika + 2), bidCount - 1), last];
        uzatilmis = new Date(last + minutes(rule.uzatmaDakika));
      } else {
        // Running tenders have bids up to a few minutes ago; ended ones up to before the window.
        const latest = Math.min(endMs - minutes((rule?.sonDakika ?? 0) + 1), now.getTime() - minutes(2));
        times = spreadTimes(p, firstAt, latest, bidCount);
      }
    }

    let previous = -1;
    const bidderOfBid: number[] = [];
    for (let i = 0; i < bidCount; i++) {
      // The same account may not outbid itself: pick someone other than the current leader.
      let who = p.int(0, bidders.length - 1);
      if (who === previous) who = (who + 1) % bidders.length;
      previous = who;
      bidderOfBid.push(who);
    }
    const winnerIdx = bidCount > 0 ? bidderOfBid[bidCount - 1] : -1;
    const maxBid = bidCount > 0 ? amounts[bidCount - 1] : 0;
    if (slot.defaulted && winnerIdx >= 0) {
      // Test citizens' accounts take the places of the winner and of the runner-up (the last bid
      // of another bidder is their highest), without drawing on the generator (the rest stays as it was).
      const runnerUpIdx = bidderOfBid.filter((w) => w !== winnerIdx).at(-1)!;
      for (const [idx, cariId] of [
        [winnerIdx, DEFAULTED_TENDER.winnerCariId],
        [runnerUpIdx, DEFAULTED_TENDER.runnerUpCariId],
      ] as const) {
        joiners[idx] = { ...joiners[idx], cariId };
        bidders[idx] = joiners[idx];
      }
    }

    const ended = slot.durum === TENDER_STATUS.kazananBelirli || slot.durum === TENDER_STATUS.kazananBelirsiz;
    const effectiveEnd = uzatilmis ?? t.end;
    const winner = slot.durum === TENDER_STATUS.kazananBelirli && winnerIdx >= 0 ? joiners[winnerIdx] : null;
    // A won tender whose payment deadline has passed was paid by transfer (docs/architecture.md §9);
    // one whose deadline is still ahead awaits its payment, the winner's deposit still blocked.
    const sonOdeme = winner ? paymentDeadline(effectiveEnd, odemeGun) : null;
    const paid = sonOdeme !== null && sonOdeme.getTime() < now.getTime() && !slot.defaulted;

    rows.ihale.push({
      id,
      baslik,
      aciklama: describe(material, baslik, miktar, index % 2 === 0, rule?.aciklama ?? null),
      yayinTarihi: t.yayin,
      baslangicTarihi: t.start,
      bitisTarihi: t.end,
      uzatilmisBitisTarihi: uzatilmis,
      teminatTutari: money(teminat),
      ihaleDurumuId: slot.durum,
      paraBirimiId: PARA_BIRIMI[material.currency].id,
      odemeDurumu: winner ? (paid ? 2 : 1) : 0,
      sonOdemeIcinEklenecekGun: odemeGun,
      oneCikar: slot.featured ?? false,
      yayindanKaldir: slot.withdrawn ?? false,
      ihaleTipiId: slot.ihaleTipiId ?? TENDER_TYPE.publicSale,
      otomatikUzatmaAyarId: rule?.id ?? null,
      // A mix, so both "KDV dahil" and "KDV hariç" show in lists.
      kdvDahil: index % 3 === 0,
      // The seeded tenders settle by themselves when bidding ends, as before the back-office; one
      // waits for a staff decision (tender-plan.ts manualResult).
      otomatikSonuclandirma: !slot.manualResult,
      teklifSiraNo: bidCount,
      kazananCariId: winner?.cariId ?? null,
      kazananTutar: winner ? money(maxBid) : null,
      sonOdemeTarihi: sonOdeme,
      guncellemeTarihi: bidCount > 0 ? new Date(Math.max(...times)) : t.yayin,
    });

    rows.ihaleKalem.push({
      id,
      ihaleId: id,
      acilisFiyati: money(acilis),
      turTeklifleriTeklifTutariMax: money(maxBid),
      miktar: miktar.toFixed(3),
      olcuBirimiId: OLCU_BIRIMI[material.unit].id,
      aciklama: material.note,
      herkeseAcikSatisIhaleKalemRumuz: 'Rumuz',
      teslimatYeriId: TESLIMAT_YERI[material.place].id,
      ihaleKalemKategoriId: material.kategoriId,
    });

    // --- Files: one card image, a gallery of 1..6 views, the PDFs ---
    const cardVariant = (index % IMAGE_VARIANTS) + 1;
    rows.ihaleDosya.push({
      ihaleId: id,
      url: imageUrl(material.kind, cardVariant),
      adi: 'Kart Görseli',
      aciklama: baslik,
      kullanimTuruId: FILE_USAGE.cardImage,
      siraNo: 0,
    });
    const galleryCount = GALLERY_PATTERN[index % GALLERY_PATTERN.length];
    for (let g = 0; g < galleryCount; g++) {
      const variant = ((cardVariant - 1 + g) % IMAGE_VARIANTS) + 1;
      rows.ihaleDosya.push({
        ihaleId: id,
        url: imageUrl(material.kind, variant),
        adi: `Görsel ${g + 1}`,
        aciklama: `${baslik} – görsel ${g + 1}`,
        kullanimTuruId: FILE_USAGE.galleryImage,
        siraNo: g + 1,
      });
    }
    material.docs.forEach((slug, i) => {
      rows.ihaleDosya.push({
        ihaleId: id,
        url: pdfUrl(slug),
        adi: PDF_DOCUMENTS[slug].adi,
        aciklama: `${PDF_DOCUMENTS[slug].adi} (PDF)`,
        kullanimTuruId: FILE_USAGE.attachment,
        siraNo: i + 1,
      });
    });
    if (index % 3 === 0) {
      rows.ihaleKalemDosya.push({
        ihaleKalemId: id,
        url: pdfUrl('malzeme-listesi'),
        adi: PDF_DOCUMENTS['malzeme-listesi'].adi,
        aciklama: 'Kalem malzeme listesi (PDF)',
        kullanimTuruId: FILE_USAGE.attachment,
      });
    }
    if (index % 4 === 1) {
      rows.ihaleKalemDosya.push({
        ihaleKalemId: id,
        url: imageUrl(material.kind, ((cardVariant + 2) % IMAGE_VARIANTS) + 1),
        adi: 'Kalem Görseli',
        aciklama: `${baslik} – yakın çekim`,
        kullanimTuruId: FILE_USAGE.galleryImage,
      });
    }

    // --- Tags ---
    const tags = new Set<Tag>(material.tags);
    const fresh = now.getTime() - t.yayin.getTime() < days(3);
    if (isPublicLive && fresh && (slot.durum === TENDER_STATUS.baslamadi || slot.durum === TENDER_STATUS.devam))
      tags.add('Yeni İlan');
    for (const tag of tags) rows.ihaleEtiket.push({ ihaleId: id, etiketId: etiketId(tag) });

    // --- Join records and deposit ledger ---
    joiners.forEach((company, j) => {
      const cariId = company.cariId!;
      const firstBid = bidderOfBid.indexOf(j);
      const ceiling = firstBid >= 0 ? Math.min(times[firstBid], t.start.getTime()) : t.start.getTime();
      // An hour after publication, or at the start for a tender published less than an hour before it.
      const earliest = Math.min(t.yayin.getTime() + hours(1), t.start.getTime());
      const joinAt = new Date(Math.min(Math.max(earliest, ceiling - hours(p.int(1, 40))), now.getTime() - minutes(30)));
      const won = winner && winner.cariId === cariId;
      const kazanilmaDurumu = ended ? (won ? 1 : 2) : null;
      const resultAt = new Date(effectiveEnd.getTime() + minutes(5));
      rows.ihaleKatilimCari.push({
        ihaleId: id,
        cariId,
        cariRumuzu: aliases[j],
        isActive: true,
        kazanilmaDurumu,
        katilimTarihi: joinAt,
        guncellemeTarihi: ended ? resultAt : joinAt,
      });
      rows.teminatHareket.push({
        cariId,
        ihaleId: id,
        paraBirimiId: PARA_BIRIMI[material.currency].id,
        tur: 'blokaj',
        idempotencyKey: `blokaj:${id}:${cariId}:1`,
        yon: 2,
        tutarKurus: kurus(teminat),
        aciklama: `${id} numaralı ihaleye katılım teminat blokajı`,
        islemTarihi: joinAt,
      });
      // Same movements (and wording) as the auction engine (server/money/ledger/deposit-blocks.ts): losers get
      // their block released at the result; the winner's stays until the sale is paid, then it is
      // released and used towards the payment (server/money/balance-payment.ts).
      if (ended && !(won && !paid)) {
        const releasedAt = won ? new Date(sonOdeme!.getTime() - days(1)) : resultAt;
        rows.teminatHareket.push({
          cariId,
          ihaleId: id,
          paraBirimiId: PARA_BIRIMI[material.currency].id,
          tur: 'blokaj_cozme',
          idempotencyKey: `blokaj_cozme:${id}:${cariId}:1`,
          yon: 1,
          tutarKurus: kurus(teminat),
          aciklama: won
            ? `${id} numaralı kazanılan ihale teminat blokajı ödemeye aktarıldı`
            : `${id} numaralı ihale teminat blokajı çözüldü`,
          islemTarihi: releasedAt,
        });
        if (won) {
          rows.teminatHareket.push({
            cariId,
            ihaleId: id,
            paraBirimiId: PARA_BIRIMI[material.currency].id,
            tur: 'kullanim',
            idempotencyKey: `kullanim:${id}:${cariId}:1`,
            yon: 2,
            tutarKurus: kurus(teminat),
            aciklama: `${id} numaralı kazanılan ihale ödemesine teminat mahsubu`,
            islemTarihi: releasedAt,
          });
          // The balance arrived by transfer a day before the deadline.
          rows.ihaleTahsilat.push({
            ihaleId: id,
            cariId,
            tutarKurus: kurus(maxBid - teminat),
            paraBirimiId: PARA_BIRIMI[material.currency].id,
            kaynak: 'havale',
            idempotencyKey: `seed:${id}`,
            islemTarihi: releasedAt,
          });
        }
      }
    });

    for (let i = 0; i < bidCount; i++) {
      const company = bidders[bidderOfBid[i]];
      rows.teklif.push({
        ihaleId: id,
        ihaleKalemId: id,
        cariId: company.cariId!,
        cariRumuzu: aliases[bidderOfBid[i]],
        teklifTutari: money(amounts[i]),
        teklifTarihi: new Date(times[i]),
        siraNo: i + 1,
      });
    }
  });

  return rows;
}
