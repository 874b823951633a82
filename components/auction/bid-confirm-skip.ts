import { STORAGE_PREFIX } from '@/lib/session/cookie-names';

/**
 * 'Bu ihale boyunca teklif onayı sorma' (issue #19): kept for this tab's session only
 * (sessionStorage), per tender and per account, so it never outlives the tender's session nor
 * passes to another tender or to another account signed in later in the same tab.
 */
const key = (ihaleId: number, cariId: number) => `${STORAGE_PREFIX}teklif-onayi-sorma:${ihaleId}:${cariId}`;

export function skipsBidConfirm(ihaleId: number, cariId: number): boolean {
  try {
    return window.sessionStorage.getItem(key(ihaleId, cariId)) === '1';
  } catch {
    // Storage may be blocked: then the confirmation is asked, the safe default.
    return false;
  }
}

export function setSkipsBidConfirm(ihaleId: number, cariId: number, skip: boolean): void {
  try {
    if (skip) window.sessionStorage.setItem(key(ihaleId, cariId), '1');
    else window.sessionStorage.removeItem(key(ihaleId, cariId));
  } catch {
    // Blocked storage: the choice holds while the box is on screen (its state), not beyond.
  }
}
