/** The texts of the bid receipts (Katıldığım İhalelerim, docs/architecture.md §11). */
export const RECEIPT_TEXTS = {
  title: 'Teklif makbuzları',
  /** The row button's visible text; its accessible name starts with it (WCAG 2.5.3) and names the tender. */
  short: 'Makbuzlar',
  none: 'Bu ihalenin kaydında rumuzunuzla verilmiş bir teklif bulunamadı.',
  failed: 'Makbuz hazırlanamadı.',
} as const;
