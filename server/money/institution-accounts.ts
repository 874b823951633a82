import { eq } from 'drizzle-orm';
import {
  INSTITUTION_ACCOUNTS_SETTING_KEY,
  type Currency,
  type InstitutionAccount,
  type InstitutionAccounts,
} from '../../lib/contract/money';
import type { Db } from '../db/client';
import { portalAyar } from '../db/schema';

/** The institution's collection account for a currency (portal_ayar 'banka_hesabi'), or null if not set up. */
export async function institutionAccount(db: Db, currency: Currency): Promise<InstitutionAccount | null> {
  const [row] = await db
    .select({ deger: portalAyar.deger })
    .from(portalAyar)
    .where(eq(portalAyar.anahtar, INSTITUTION_ACCOUNTS_SETTING_KEY));
  return (row?.deger as Partial<InstitutionAccounts> | undefined)?.[currency] ?? null;
}
