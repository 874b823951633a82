/** The texts of the bid receipts (Katıldığım İhalelerim, docs/architecture.md §12). */
export const RECEIPT_TEXTS = {
  title: 'Teklif makbuzları',
  /** The row button's visible text (its accessible name is the title and the tender number). */
  short: 'Makbuzlar',
  none: 'Bu ihalenin kaydında rumuzunuzla verilmiş bir teklif bulunamadı.',
  failed: 'Makbuz hazırlanamadı.',
} as const;
