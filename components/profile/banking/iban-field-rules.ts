import { keepIbanText } from '@/lib/rules/profile-schemas';

/** The text the IBAN field starts from: the IBAN on file, or just the forced 'TR'. */
export function initialIbanText(saved: string): string {
  return keepIbanText(saved || 'TR');
}

/** A keystroke applied to the field: 'TR' forced at the start, only digits after it, 26 at most. */
export const applyIbanKeystroke = keepIbanText;

/** Save is offered only after a change (docs/spec.md §4: a successful save clears the changed flag). */
export function ibanChanged(text: string, saved: string): boolean {
  return text !== initialIbanText(saved);
}
