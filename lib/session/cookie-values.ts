/**
 * Values of the portal's own preference cookies, read on the server (to decide what to render
 * without a flash) and written in the browser.
 */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Closed popups are remembered this many at most, so the cookie stays small. */
const MAX_CLOSED_POPUPS = 20;

/** Ids in the closed-popups cookie ('3,17'); junk is ignored. */
export function parseClosedPopups(value: string | null | undefined): number[] {
  if (!value) return [];
  return decodeURIComponent(value)
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function withClosedPopup(value: string | null | undefined, id: number): string {
  const ids = parseClosedPopups(value).filter((x) => x !== id);
  return [...ids, id].slice(-MAX_CLOSED_POPUPS).join(',');
}

export const isConsentGiven = (value: string | null | undefined) => !!value && value.length > 0;
