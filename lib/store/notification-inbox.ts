'use client';
import { create } from 'zustand';
import type { BildirimGeldiPayload } from '../contract/notifications';
import { fetchInboxPage, type InboxItem, markInboxItemRead, toInboxItem } from '../api/notifications';
import { onLoggedOut } from '../session/session-store';

/** How many of the newest items the bell's menu shows. */
export const BELL_LATEST = 5;

interface InboxState {
  /** The account the numbers belong to (a session acts for one); null before the first load. */
  cariId: number | null;
  /** Unread items of that account; null while unknown. */
  unread: number | null;
  /** The newest items, newest first (at most BELL_LATEST). */
  latest: InboxItem[];
  /** Loads the first page for the account (on mount, account change, hub reconnect). */
  load(cariId: number): Promise<void>;
  /** A BildirimGeldi hub event: the new item on top, the server's count. */
  received(payload: BildirimGeldiPayload): void;
  /** Marks one read on the server and here. */
  markRead(id: number): Promise<void>;
  /** The /bildirimler page changed something: its answer's count, and which items are read now. */
  applyRead(p: { unread: number; ids: number[] | 'all' }): void;
  reset(): void;
}

const readNow = (items: InboxItem[], ids: number[] | 'all', at: string) =>
  items.map((i) => (!i.readAt && (ids === 'all' || ids.includes(i.id)) ? { ...i, readAt: at } : i));

/**
 * The bell's state (docs/architecture.md §13): one small, unpersisted store the header's bell and
 * the /bildirimler page share, so reading an item on the page lowers the bell's number too.
 */
export const useInboxStore = create<InboxState>()((set, get) => ({
  cariId: null,
  unread: null,
  latest: [],
  load: async (cariId) => {
    if (get().cariId !== cariId) set({ cariId, unread: null, latest: [] });
    const page = await fetchInboxPage(1);
    if (get().cariId !== cariId) return;
    set({ unread: page.unread, latest: page.items.slice(0, BELL_LATEST) });
  },
  received: ({ bildirim, okunmamis }) => {
    if (!bildirim || typeof bildirim.Id !== 'number' || !Number.isFinite(okunmamis)) return;
    const item = toInboxItem(bildirim);
    set((s) => ({
      unread: okunmamis,
      latest: [item, ...s.latest.filter((i) => i.id !== item.id)].slice(0, BELL_LATEST),
    }));
  },
  markRead: async (id) => {
    const unread = await markInboxItemRead(id);
    get().applyRead({ unread, ids: [id] });
  },
  applyRead: ({ unread, ids }) => set((s) => ({ unread, latest: readNow(s.latest, ids, new Date().toISOString()) })),
  reset: () => set({ cariId: null, unread: null, latest: [] }),
}));

// Another person may sign in next in this tab: nothing of this one's inbox stays on screen.
onLoggedOut(() => useInboxStore.getState().reset());
