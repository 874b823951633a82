/**
 * Offering the e-mail and SMS notification channels where a person first meets them (issue #36):
 * at registration and at a join while neither channel is on. Both boxes start unticked: under KVKK a
 * consent is given by ticking, never by not unticking. What is ticked is saved through the one
 * preference call (PUT v1/GercekKisilik/IletisimTercihi, lib/api/profile/person.ts).
 * No zod here: the tender page's signed-in island imports it.
 */

/** What the person ticked. */
export interface ChannelChoice {
  eposta: boolean;
  sms: boolean;
}

export const NO_CHANNELS: ChannelChoice = { eposta: false, sms: false };

/** The channels offered: the person's address for each, null where there is none to send to. */
export interface ChannelOffer {
  eposta: string | null;
  gsm: string | null;
}

export const CHANNEL_TEXTS = {
  legend: 'Bildirim kanalları (isteğe bağlı)',
  lead: 'Teklifiniz geçildiğinde, ihale sona ermek üzereyken ve sonuçlandığında size e-posta veya SMS ile de haber verelim mi? Bildirimler portaldaki Bildirimler sayfasında her zaman görünür.',
  eposta: 'E-posta ile bildir',
  sms: 'SMS ile bildir',
  preferences: 'Bildirim Tercihleri',
  preferencesNote: 'Seçiminizi daha sonra değiştirebilirsiniz:',
  preferencesLater: 'Seçiminizi daha sonra Hesabım sayfasındaki İletişim Tercihleri bölümünden değiştirebilirsiniz.',
  saveFailed: 'Bildirim tercihleriniz kaydedilemedi. Hesabım sayfasından yeniden deneyebilirsiniz.',
} as const;

/** Where the two consents are kept (Hesabım, the 'İletişim Tercihleri' card). */
export const CHANNEL_PREFERENCES_HREF = '/hesabim#tercihler';

const addressOf = (v: string | null | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The offer for the addresses a person has; null when there is nowhere to send anything. */
export function channelOffer(eposta: string | null | undefined, gsm: string | null | undefined): ChannelOffer | null {
  const offer = { eposta: addressOf(eposta), gsm: addressOf(gsm) };
  return offer.eposta || offer.gsm ? offer : null;
}

/**
 * At a join: offered only while the person has neither channel on (someone who chose one has
 * already decided, and is not asked at every tender), with the addresses on record.
 */
export function joinChannelOffer(
  person: { eposta: string; gsm: string; epostaBildirimOnayi: boolean; gsmBildirimOnayi: boolean } | null | undefined,
): ChannelOffer | null {
  if (!person || person.epostaBildirimOnayi || person.gsmBildirimOnayi) return null;
  return channelOffer(person.eposta, person.gsm);
}

/**
 * The consent pair to save, or null when nothing was ticked (nothing to save). The offer is made
 * only while both are off, so the choice is the whole consent; a channel without an address stays off.
 */
export function consentOfChoice(
  choice: ChannelChoice,
  offer: ChannelOffer,
): { epostaBildirimOnayi: boolean; gsmBildirimOnayi: boolean } | null {
  const consent = { epostaBildirimOnayi: choice.eposta && !!offer.eposta, gsmBildirimOnayi: choice.sms && !!offer.gsm };
  return consent.epostaBildirimOnayi || consent.gsmBildirimOnayi ? consent : null;
}
