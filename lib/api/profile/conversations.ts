import { CONVERSATION_STATUS, CONVERSATION_TOPIC_PARENT, TENDER_TYPE } from '../../contract/lookups';
import type { IletisimMesajPayload } from '../../contract/hub-events';
import { PROFILE_LIMITS } from '../../rules/profile-schemas';
import { apiRequest } from '../http';
import { odataPath } from '../odata';
import type {
  IletisimWire,
  IletisimYazismaWire,
  KategoriWire,
  MesajWire,
  ODataResponse,
  YeniIletisimWire,
} from '../../contract/wire-types';

/** A row of the conversation list (docs/spec.md §3 Conversation). */
export interface ConversationRow {
  id: number;
  baslik: string;
  konu: string;
  acilisTarihi: string;
  /** Time of the latest message; null when nobody has written since the opening. */
  sonCevap: string | null;
  /** Closed by the institution's support desk (203); a new message from the bidder reopens it. */
  kapali: boolean;
}

/** A message of a thread; `kurum` marks the institution's messages (KurumYazisi). */
export interface ThreadMessage {
  id: number;
  iletisimId: number;
  icerik: string;
  tarih: string;
  kurum: boolean;
  yazan: string;
}

export interface Topic {
  id: number;
  adi: string;
}

export function toConversationRow(w: IletisimWire): ConversationRow {
  return {
    id: w.Id,
    baslik: w.Baslik ?? '',
    konu: w.Konu?.Adi ?? '',
    acilisTarihi: w.AcilisTarihi ?? '',
    sonCevap: w.SonCevap ?? null,
    kapali: w.DurumId === CONVERSATION_STATUS.closed,
  };
}

export function toThreadMessage(w: IletisimYazismaWire): ThreadMessage {
  return {
    id: w.Id,
    iletisimId: w.IletisimId,
    icerik: w.Icerik ?? '',
    tarih: w.OlusturmaTarihi ?? '',
    kurum: w.KurumYazisi === true,
    yazan: w.YazanAdiSoyadi ?? '',
  };
}

/** A REST answer's message (POST v1/IletisimYazisma). */
export function fromMesajWire(w: MesajWire): ThreadMessage {
  return {
    id: w.id,
    iletisimId: w.iletisimId,
    icerik: w.icerik ?? '',
    tarih: w.olusturmaTarihi ?? '',
    kurum: w.kurumYazisi === true,
    yazan: w.yazanAdiSoyadi ?? '',
  };
}

/** A live cariIletisimMesajIlet message: only the institution pushes these. */
export function fromLiveMessage(p: IletisimMesajPayload): ThreadMessage {
  return {
    id: p.id,
    iletisimId: p.iletisimId,
    icerik: p.icerik ?? '',
    tarih: p.olustumaTarihi ?? '',
    kurum: true,
    yazan: '',
  };
}

/** Adds a message to a thread once (a live push and a refetch may bring the same one), in time order. */
export function mergeMessage(thread: ThreadMessage[], m: ThreadMessage): ThreadMessage[] {
  if (thread.some((x) => x.id === m.id)) return thread;
  return [...thread, m].sort((a, b) => a.tarih.localeCompare(b.tarih) || a.id - b.id);
}

/** IletisimCariOData by CariId, Konu expanded, one page of 10 with the count (docs/spec.md §7). */
export async function fetchConversations(
  cariId: number,
  page: number,
  signal?: AbortSignal,
): Promise<{ items: ConversationRow[]; total: number }> {
  const res = await apiRequest<ODataResponse<IletisimWire>>(
    odataPath('IletisimCariOData', {
      filter: `CariId eq ${cariId}`,
      expand: 'Konu',
      top: PROFILE_LIMITS.pageSize,
      skip: (Math.max(1, page) - 1) * PROFILE_LIMITS.pageSize,
      count: true,
    }),
    { signal },
  );
  return { items: res.value.map(toConversationRow), total: res['@odata.count'] ?? res.value.length };
}

/** One conversation's header, for a thread opened by id. */
export async function fetchConversation(
  cariId: number,
  id: number,
  signal?: AbortSignal,
): Promise<ConversationRow | null> {
  const res = await apiRequest<ODataResponse<IletisimWire>>(
    odataPath('IletisimCariOData', { filter: [`CariId eq ${cariId}`, `Id eq ${id}`], expand: 'Konu', top: 1 }),
    { signal },
  );
  return res.value[0] ? toConversationRow(res.value[0]) : null;
}

/** The server's page limit ($top at most 100) and a safety stop far beyond any real thread. */
const THREAD_PAGE = 100;
const MAX_THREAD_PAGES = 20;

/** IletisimYazismaCariOData by IletisimId: the whole thread, oldest first, read 100 at a time. */
export async function fetchThread(iletisimId: number, signal?: AbortSignal): Promise<ThreadMessage[]> {
  const out: ThreadMessage[] = [];
  for (let page = 0; page < MAX_THREAD_PAGES; page++) {
    const res = await apiRequest<ODataResponse<IletisimYazismaWire>>(
      odataPath('IletisimYazismaCariOData', {
        filter: `IletisimId eq ${iletisimId}`,
        orderby: 'OlusturmaTarihi asc',
        top: THREAD_PAGE,
        skip: page * THREAD_PAGE,
      }),
      { signal },
    );
    out.push(...res.value.map(toThreadMessage));
    if (res.value.length < THREAD_PAGE) break;
  }
  return out;
}

/** KategoriOData children of 190: the topics of 'Soru Sor'. */
export async function fetchTopics(signal?: AbortSignal): Promise<Topic[]> {
  const res = await apiRequest<ODataResponse<KategoriWire>>(
    odataPath('KategoriOData', { filter: `UstKategoriId eq ${CONVERSATION_TOPIC_PARENT}`, orderby: 'Id asc' }),
    { signal },
  );
  return res.value.map((k) => ({ id: k.Id, adi: k.Adi }));
}

/**
 * POST v1/Iletisim { cariId, konuId, durumId: 201, baslik, IhaleTipiId: 51, icerik } → the new
 * conversation's id. The question (icerik) is stored with it in one step, as typed.
 */
export async function openConversation(p: {
  cariId: number;
  konuId: number;
  baslik: string;
  icerik: string;
}): Promise<number> {
  const res = await apiRequest<YeniIletisimWire>('/v1/Iletisim', {
    method: 'POST',
    body: {
      cariId: p.cariId,
      konuId: p.konuId,
      durumId: CONVERSATION_STATUS.open,
      baslik: p.baslik.trim(),
      IhaleTipiId: TENDER_TYPE.publicSale,
      icerik: p.icerik,
    },
  });
  return res.id;
}

/** POST v1/IletisimYazisma { iletisimId, icerik, yazanAdiSoyadi } */
export async function sendReply(p: {
  iletisimId: number;
  icerik: string;
  yazanAdiSoyadi: string;
}): Promise<ThreadMessage> {
  return fromMesajWire(await apiRequest<MesajWire>('/v1/IletisimYazisma', { method: 'POST', body: p }));
}
