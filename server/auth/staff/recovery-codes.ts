import { randomInt } from 'node:crypto';
import { sha256Hex } from '../secrets';
import { normaliseRecoveryCode } from '../../../lib/rules/staff-sign-in';

/** Ten one-time codes, shown once after enrolment; only their SHA-256 is stored. */
const COUNT = 10;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: COUNT }, () => `${group()}-${group()}`);
}

export const recoveryCodeHash = (code: string) => sha256Hex(normaliseRecoveryCode(code));
