/**
 * Which characters a text may hold, for every text the portal accepts (forms, API bodies, query
 * strings, hub messages). Control characters have no place in a title, a message or a search: NUL
 * cannot even be stored in a PostgreSQL text column (it was a 500), and the others (C0 except TAB,
 * LF and CR, DEL, the C1 block) only hide or garble what staff and other users later read. A lone
 * UTF-16 surrogate is not a character at all. Newlines stay allowed: messages have several lines.
 */
export const CONTROL_CHARACTER_MESSAGE = 'Metin alanlarında kontrol karakteri ya da geçersiz karakter kullanılamaz.';

/** Whether a text holds a character no text of the portal may hold. */
export function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      // A high surrogate must be followed by a low one (NaN past the end fails the test too).
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** Bound on how deep a payload is searched; bodies are small (64 KB) and shallow. */
const MAX_DEPTH = 32;

/** Whether any string in a parsed payload (keys included) holds a forbidden character. */
export function payloadHasForbiddenCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenCharacter(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => payloadHasForbiddenCharacter(v, depth + 1));
  for (const [k, v] of Object.entries(value)) {
    if (hasForbiddenCharacter(k) || payloadHasForbiddenCharacter(v, depth + 1)) return true;
  }
  return false;
}
