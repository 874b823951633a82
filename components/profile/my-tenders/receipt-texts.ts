/** The texts of the bid receipts (Katıldığım İhalelerim, docs/architecture.md §12). */
export const RECEIPT_TEXTS = {
  title: 'Teklif makbuzları',
  none: 'Bu ihalenin kaydında rumuzunuzla verilmiş bir teklif bulunamadı.',
  failed: 'Makbuz hazırlanamadı.',
} as const;
