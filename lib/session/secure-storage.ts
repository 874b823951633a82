import type { StateStorage } from 'zustand/middleware';
import { STORAGE_PREFIX } from './cookie-names';

/**
 * Prefix-namespaced localStorage with the value obfuscated by an embedded key (docs/spec.md §7). This is
 * obfuscation, not security (docs/architecture.md §6): only the access token and the persisted app
 * state go here.
 */
const KEY = 'mke-esatis-portal-2026';

function xor(input: string): string {
  let out = '';
  for (let i = 0; i < input.length; i++)
    out += String.fromCharCode(input.charCodeAt(i) ^ KEY.charCodeAt(i % KEY.length));
  return out;
}

export function encode(plain: string): string {
  return btoa(unescape(encodeURIComponent(xor(plain))));
}

export function decode(stored: string): string | null {
  try {
    return xor(decodeURIComponent(escape(atob(stored))));
  } catch {
    return null;
  }
}

export const secureStorage: StateStorage = {
  getItem(name) {
    if (typeof window === 'undefined') return null;
    const raw = window.localStorage.getItem(STORAGE_PREFIX + name);
    return raw === null ? null : decode(raw);
  },
  setItem(name, value) {
    if (typeof window === 'undefined') return;
    window.localStorage.setItem(STORAGE_PREFIX + name, encode(value));
  },
  removeItem(name) {
    if (typeof window === 'undefined') return;
    window.localStorage.removeItem(STORAGE_PREFIX + name);
  },
};
