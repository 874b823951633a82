import { hasForbiddenCharacter, payloadHasForbiddenCharacter } from './text-characters';

describe('text characters', () => {
  it('allows ordinary Turkish text with tabs and line breaks, and characters outside the BMP', () => {
    expect(hasForbiddenCharacter('Şişli, İstanbul\tğüçö\r\nikinci satır 😀')).toBe(false);
  });

  it('refuses C0 controls other than TAB, LF and CR, DEL, the C1 block and lone surrogates', () => {
    for (const c of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001f', '\u007f', '\u0080', '\u009f']) {
      expect(hasForbiddenCharacter(`a${c}b`)).toBe(true);
    }
    expect(hasForbiddenCharacter('a\ud83d')).toBe(true);
    expect(hasForbiddenCharacter('\ude00a')).toBe(true);
  });

  it('finds them anywhere in a payload, keys included', () => {
    expect(payloadHasForbiddenCharacter({ a: [{ b: 'ok' }], c: 1, d: null })).toBe(false);
    expect(payloadHasForbiddenCharacter({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(payloadHasForbiddenCharacter({ 'k\u0001': 1 })).toBe(true);
  });
});
