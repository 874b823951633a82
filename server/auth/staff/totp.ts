import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { PORTAL_NAME } from '../../../lib/brand';

/**
 * The second factor (RFC 6238 TOTP, 30-second steps, 6 digits) over otplib. A code of the step
 * before or after the server's is accepted too (clock drift of a phone), and the step a code
 * belongs to is returned so that the caller can refuse it the second time (queries.ts acceptTotp).
 */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The time step of a valid code, or null. `afterStep` refuses codes of that step and earlier. */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on an afterTimeStep beyond the window (a clock moved back): no code is valid then.
    return null;
  }
}

/** What an authenticator app scans: the otpauth URI and the same as a QR code (PNG data URL). */
export async function enrolment(secret: string, label: string) {
  const uri = generateURI({ issuer: `${PORTAL_NAME} Kurum Paneli`, label, secret });
  const qrDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { gizliAnahtar: secret, uri, qrDataUrl };
}
