/**
 * Names from e-Devlet come as one string (NameSurname). docs/spec.md §4: the LAST word is the surname and
 * every word before it belongs to the first names ('Mustafa Can Öztürk' → 'Mustafa Can' + 'Öztürk').
 */
function words(fullName: string | null | undefined): string[] {
  return (fullName ?? '').trim().split(/\s+/).filter(Boolean);
}

export function splitFullName(fullName: string | null | undefined): { adi: string; soyadi: string } {
  const w = words(fullName);
  if (w.length <= 1) return { adi: w[0] ?? '', soyadi: '' };
  return { adi: w.slice(0, -1).join(' '), soyadi: w[w.length - 1] };
}

/** What the user box shows: the first names; a one-word name shows as it is. */
export function displayFirstName(fullName: string | null | undefined): string {
  const { adi, soyadi } = splitFullName(fullName);
  return adi || soyadi;
}

/** docs/spec.md §2: the user box switches to its long-name style above 15 characters. */
export const LONG_NAME_LIMIT = 15;

export function isLongName(name: string): boolean {
  return name.length > LONG_NAME_LIMIT;
}
