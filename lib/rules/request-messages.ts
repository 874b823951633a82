/**
 * Messages of request fields that several resources share (the account acted for, the tender type,
 * a page number), defined once; each resource's message list names them from here. No zod: first-load
 * code imports it through profile-messages.ts.
 */
export const REQUEST_MESSAGES = {
  cariRequired: 'Cari bilgisi zorunludur.',
  cariInvalid: 'Geçersiz cari bilgisi.',
  tenderTypeInvalid: 'Geçersiz ihale tipi.',
  pageInvalid: 'Geçersiz sayfa bilgisi.',
} as const;
