/**
 * The account check of the login flow (PUT /v1/CariBilgisi/CariGirisIslemleri, docs/spec.md §7):
 * what the server answers and the web app reads, defined once for both.
 */

/** `sonucTipi`: what the portal knows of the signed-in person for this tender type. */
export const SONUC_TIPI = {
  /** No portal record: the person approves the documents and is registered. */
  kayitYok: 1,
  /** A record whose acceptance of the contracts is missing or older than the current version. */
  sozlesmeEksik: 2,
  /** In order. */
  tamam: 3,
} as const;
export type SonucTipi = (typeof SONUC_TIPI)[keyof typeof SONUC_TIPI];

export interface Firma {
  id: number;
  adi: string;
  vergiNo: string;
}

export interface AccountCheck {
  sonucTipi: SonucTipi;
  /** The person's ACCOUNT (cari) id, the one that becomes aktifCariId; null without a record. */
  gercekKisilikId: number | null;
  firmalar: Firma[];
}
