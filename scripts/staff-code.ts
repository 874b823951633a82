/**
 * Development only: prints the current TOTP code of a seeded staff member (README "Kurum Paneli"),
 * for signing in at /yonetim/giris without an authenticator app. The secrets are the dev seed's
 * fixed ones; real staff enrol their own secret by QR code.
 *
 *   npm run staff-code -- 10000000832
 */
import { generate } from 'otplib';
import { TEST_STAFF } from '../server/seed/constants';

const kimlikNo = process.argv[2];
const staff = Object.values(TEST_STAFF).find((s) => s.kimlikNo === kimlikNo);
if (!staff) {
  console.error(
    `Seeded staff: ${Object.values(TEST_STAFF)
      .map((s) => `${s.kimlikNo} (${s.adi} ${s.soyadi})`)
      .join(', ')}`,
  );
  process.exit(1);
}
const now = Math.floor(Date.now() / 1000);
void generate({ secret: staff.totp, epoch: now }).then((code) =>
  console.log(`${code}  (${30 - (now % 30)} s geçerli)`),
);
