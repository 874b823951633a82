import type { StaffConversation, StaffConversationList, StaffConversationThread } from '../../contract/staff';
import type { MesajWire } from '../../contract/wire-types';
import { staffRequest } from './staff-http';

/** The support desk's calls (server/backoffice/support/routes.ts, docs/architecture.md §8 Support desk). */
export interface ConversationModel {
  id: number;
  title: string;
  topic: string;
  statusId: number;
  accountTitle: string;
  openedAt: string;
  /** The latest activity: the last message, else the opening. */
  lastActivity: string;
}

export interface DeskMessage {
  id: number;
  /** Plain text as typed: rendered as text, never as HTML. */
  text: string;
  at: string;
  institution: boolean;
  author: string;
}

const toConversation = (w: StaffConversation): ConversationModel => ({
  id: w.id,
  title: w.baslik,
  topic: w.konu,
  statusId: w.durumId,
  accountTitle: w.cariUnvan,
  openedAt: w.acilisTarihi,
  lastActivity: w.sonCevap ?? w.acilisTarihi,
});

const toDeskMessage = (m: StaffConversationThread['mesajlar'][number] | MesajWire): DeskMessage => ({
  id: m.id,
  text: m.icerik,
  at: m.olusturmaTarihi,
  institution: m.kurumYazisi,
  author: m.yazanAdiSoyadi,
});

export interface ConversationPage {
  items: ConversationModel[];
  total: number;
  page: number;
  pageCount: number;
  countsByStatus: Record<number, number>;
}

export async function fetchDeskConversations(q: { statusId: number | null; page: number }): Promise<ConversationPage> {
  const params = new URLSearchParams({ sayfa: String(q.page) });
  if (q.statusId !== null) params.set('durum', String(q.statusId));
  const res = await staffRequest<StaffConversationList>(`/yonetim/destek?${params}`);
  return {
    items: res.items.map(toConversation),
    total: res.toplam,
    page: res.sayfa,
    pageCount: Math.max(1, Math.ceil(res.toplam / res.sayfaBoyutu)),
    countsByStatus: res.durumSayilari,
  };
}

export async function fetchDeskThread(
  id: number,
): Promise<{ conversation: ConversationModel; messages: DeskMessage[] }> {
  const res = await staffRequest<StaffConversationThread>(`/yonetim/destek/${id}`);
  return { conversation: toConversation(res.talep), messages: res.mesajlar.map(toDeskMessage) };
}

/** Answers as the institution (signed with the staff member's name); the bidder gets it live. */
export const sendDeskReply = async (id: number, icerik: string) =>
  toDeskMessage(await staffRequest<MesajWire>(`/yonetim/destek/${id}/yanit`, { method: 'POST', body: { icerik } }));

export const closeDeskConversation = (id: number) =>
  staffRequest<{ id: number; durumId: number }>(`/yonetim/destek/${id}/kapat`, { method: 'POST', body: {} });
