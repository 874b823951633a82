import { sanitizeHtml } from '../../../lib/html/sanitize-html';
import { isTenderEditable, missingForPublish, type TenderDraftFacts } from '../../../lib/rules/tender-draft';
import type { StaffTenderDetailWire } from '../../../lib/rules/tender-draft-wire';
import type { StoredTender } from './queries';

/** A stored tender as the draft form reads it (GET /api/yonetim/ihaleler/:id). */
export function toDetailWire(s: StoredTender, now: Date): StaffTenderDetailWire {
  const t = s.tender;
  return {
    id: t.id,
    ihaleDurumuId: t.ihaleDurumuId,
    ihaleDurumuAdi: s.statusName,
    yayindanKaldir: t.yayindanKaldir,
    ...auditSnapshot(s),
    // Sanitised like every HTML the API sends, so the screens may show it as it is.
    aciklama: sanitizeHtml(t.aciklama),
    guncellemeTarihi: t.guncellemeTarihi.toISOString(),
    duzenlenebilir: isTenderEditable(t.ihaleDurumuId, t.baslangicTarihi, now),
    eksikler: missingForPublish(draftFacts(s), now),
  };
}

/**
 * The fields staff edit, as plain JSON: what the audit trail keeps before and after an edit
 * (docs/architecture.md §8). Values are read back from the database, so both sides are written
 * alike ('1000.00', ISO instants).
 */
export function auditSnapshot(s: StoredTender) {
  const t = s.tender;
  const k = s.item;
  return {
    baslik: t.baslik,
    aciklama: t.aciklama,
    yayinTarihi: t.yayinTarihi.toISOString(),
    baslangicTarihi: t.baslangicTarihi.toISOString(),
    bitisTarihi: t.bitisTarihi.toISOString(),
    teminatTutari: t.teminatTutari,
    paraBirimiId: t.paraBirimiId,
    sonOdemeIcinEklenecekGun: t.sonOdemeIcinEklenecekGun,
    otomatikUzatmaAyarId: t.otomatikUzatmaAyarId,
    oneCikar: t.oneCikar,
    kdvDahil: t.kdvDahil,
    otomatikSonuclandirma: t.otomatikSonuclandirma,
    kalem: k
      ? {
          ihaleKalemKategoriId: k.ihaleKalemKategoriId,
          miktar: k.miktar,
          olcuBirimiId: k.olcuBirimiId,
          teslimatYeriId: k.teslimatYeriId,
          acilisFiyati: k.acilisFiyati,
          rumuzEtiketi: k.herkeseAcikSatisIhaleKalemRumuz,
          aciklama: k.aciklama,
        }
      : null,
    etiketler: s.tags,
  };
}

type Snapshot = Record<string, unknown>;

/** The fields that differ between two snapshots, each side holding only those. */
export function changedFields(before: Snapshot, after: Snapshot): { onceki: Snapshot; sonraki: Snapshot } {
  const onceki: Snapshot = {};
  const sonraki: Snapshot = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      onceki[key] = before[key];
      sonraki[key] = after[key];
    }
  }
  return { onceki, sonraki };
}

/** What the publish check reads of a stored tender. */
export function draftFacts(s: StoredTender): TenderDraftFacts {
  const t = s.tender;
  return {
    baslik: t.baslik,
    aciklama: t.aciklama,
    yayinTarihi: t.yayinTarihi,
    baslangicTarihi: t.baslangicTarihi,
    bitisTarihi: t.bitisTarihi,
    teminatTutari: Number(t.teminatTutari),
    kalem: s.item
      ? {
          kategoriYaprak: s.itemCategoryIsLeaf,
          miktar: Number(s.item.miktar),
          acilisFiyati: Number(s.item.acilisFiyati),
          rumuzEtiketi: s.item.herkeseAcikSatisIhaleKalemRumuz,
        }
      : null,
    kartGorseliVar: s.hasCardImage,
  };
}
