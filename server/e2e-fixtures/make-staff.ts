import type { StaffRole } from '../../lib/contract/staff';
import { newTotpSecret } from '../auth/staff/totp';
import type { Db } from '../db/client';
import { edevletVatandas, personel, personelRol } from '../db/schema';
import { randomTcKimlikNo } from './identity-numbers';
import { uniqueName } from './unique-name';

export interface StaffSpec {
  roller: StaffRole[];
  /** The authenticator app enrolled already (default), or the first sign-in enrols it (QR code). */
  totpKayitli?: boolean;
}

export interface MadeStaff {
  kimlikNo: string;
  adSoyad: string;
  roller: StaffRole[];
  /** The base32 TOTP secret; null when the first sign-in is to enrol one. */
  totp: string | null;
}

/**
 * A staff member of a journey's own, with a TOTP secret of their own: two journeys never spend
 * each other's one-time codes (a code is accepted once per person and 30-second step).
 */
export async function makeStaff(db: Db, spec: StaffSpec, now: Date): Promise<MadeStaff> {
  const { adi, soyadi } = await uniqueName(db, {});
  const adSoyad = `${adi} ${soyadi}`;
  const totp = spec.totpKayitli === false ? null : newTotpSecret();
  for (;;) {
    const kimlikNo = randomTcKimlikNo();
    const made = await db.transaction(async (tx) => {
      const known = await tx
        .insert(edevletVatandas)
        .values({ kimlikNo, adi, soyadi })
        .onConflictDoNothing()
        .returning();
      if (known.length === 0) return null;
      const [row] = await tx
        .insert(personel)
        .values({
          kimlikNo,
          adiSoyadi: adSoyad,
          totpGizli: totp,
          totpOnayTarihi: totp ? now : null,
          olusturmaTarihi: now,
        })
        .returning({ id: personel.id });
      await tx.insert(personelRol).values(spec.roller.map((rol) => ({ personelId: row.id, rol })));
      return { kimlikNo, adSoyad, roller: spec.roller, totp };
    });
    if (made) return made;
  }
}
