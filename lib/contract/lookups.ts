/**
 * The lookup ids that cross the wire: rows of the `kategori` table (written by the seed,
 * server/seed/data/lookups.ts) that the API, the pages and the hub name by number. One
 * definition each; the seed, the server, lib/api and the components import them from here
 * (docs/architecture.md "One contract"; docs/spec.md §3–§4 name the values).
 */

/** Tender types (kategori parent 50). The portal sells type 51; 52 belongs to another sales channel. */
export const TENDER_TYPE = { publicSale: 51, licensedSale: 52 } as const;

/** Tender statuses (kategori parent 210), docs/spec.md §4. */
export const TENDER_STATUS = {
  taslak: 211,
  baslamadi: 212,
  devam: 213,
  degerlendiriliyor: 214,
  kazananBelirli: 215,
  kazananBelirsiz: 216,
  iptal: 217,
} as const;

export type TenderStatusId = (typeof TENDER_STATUS)[keyof typeof TENDER_STATUS];

/** What a tender's or an item's file is for (kategori parent 220). */
export const FILE_USAGE = { cardImage: 221, galleryImage: 222, attachment: 223 } as const;

/** Conversation statuses (kategori parent 200): a new conversation opens with 201. */
export const CONVERSATION_STATUS = { open: 201, answered: 202, closed: 203 } as const;

/** Conversation topics ('Soru Sor') are the kategori children of 190. */
export const CONVERSATION_TOPIC_PARENT = 190;
