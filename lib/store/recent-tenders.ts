'use client';
import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '../session/cookie-names';

/** SON GEZİLEN İHALELER: the last tenders this browser opened, newest first (docs/spec.md §2, §9: up to 4). */
export interface RecentTender {
  id: number;
  baslik: string;
  baslangicTarihi: string;
  bitisTarihi: string;
}

const KEY = `${STORAGE_PREFIX}recent-tenders`;
export const RECENT_LIMIT = 4;
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: RecentTender[] } = { raw: null, list: [] };

function read(): RecentTender[] {
  const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(KEY);
  if (raw === cache.raw) return cache.list;
  let list: RecentTender[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) list = parsed.filter((t) => t && typeof t.id === 'number').slice(0, RECENT_LIMIT);
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

export function addRecentTender(t: RecentTender) {
  const list = [t, ...read().filter((x) => x.id !== t.id)].slice(0, RECENT_LIMIT);
  window.localStorage.setItem(KEY, JSON.stringify(list));
  for (const l of listeners) l();
}

const EMPTY: RecentTender[] = [];

export function useRecentTenders(): RecentTender[] {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    read,
    () => EMPTY,
  );
}
