/** The Turkish texts the hub itself answers with: refused upgrades, closed connections, refused groups (§14). */
export const HubCloseReasons = {
  unauthorized: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapınız.',
  foreignOrigin: 'Bu bağlantıya yalnızca portalın kendi sayfalarından izin verilir.',
  tokenExpired: 'Oturum anahtarının süresi doldu; bağlantı yenileniyor.',
  unavailable: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  tooManyConnections: 'Çok fazla açık bağlantınız var. Lütfen kullanmadığınız sekmeleri kapatınız.',
  tooManyGroups: 'Çok fazla ihale grubuna katıldınız.',
} as const;
