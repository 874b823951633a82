/**
 * The three documents a user approves at sign-in and again before joining a tender, each linking
 * to its page (docs/spec.md §2 route table, §5).
 */
export const CONTRACT_DOCUMENTS = [
  { key: 'kvkk', name: 'KVKK Metni', href: '/portal-hakkinda/kvkk-metni' },
  { key: 'kullanici', name: 'Kullanıcı Sözleşmesi', href: '/portal-hakkinda/kullanici-sozlesmesi' },
  { key: 'uyelik', name: 'Üyelik Sözleşmesi', href: '/portal-hakkinda/uyelik-sartlari' },
] as const;

export type ContractDocument = (typeof CONTRACT_DOCUMENTS)[number];
export type ContractDocumentKey = ContractDocument['key'];
