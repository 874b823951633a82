import { type APIRequestContext, test as base, expect } from '@playwright/test';
import type { CitizenSpec, MadeCitizen } from '../server/e2e-fixtures/make-citizen';
import type { MadeStaff, StaffSpec } from '../server/e2e-fixtures/make-staff';
import type { MadeTender, TenderSpec } from '../server/e2e-fixtures/make-tender';
import { E2E_FIXTURES_HEADER, E2E_FIXTURES_PATH } from '../server/e2e-fixtures/routes';
import { recordToasts } from './toast-recorder';

/**
 * A journey's own data (docs/architecture.md §7 "A journey's own data"): every spec makes the
 * citizens, companies, deposits, tenders and staff it acts with, new and random, through the
 * portal's fixture routes (server/e2e-fixtures/), and never reads what another spec left. So the
 * specs run in any order and in parallel workers.
 *
 *   test('…', async ({ make, page }) => {
 *     const mehmet = await make.citizen();
 *     const tender = await make.tender({ baslangicDakika: -60, bitisDakika: 120 });
 *     await signInAs(page, mehmet);
 *
 * The key is the portal's E2E_FIXTURES_KEY: playwright.config.ts makes one per run and starts the
 * portal with it; against a portal started by hand (E2E_BASE_URL), export the same key.
 */
export interface Make {
  citizen(spec?: CitizenSpec): Promise<MadeCitizen>;
  tender(spec: TenderSpec): Promise<MadeTender>;
  staff(spec: StaffSpec): Promise<MadeStaff & { totp: string }>;
  /** Staff whose first sign-in enrols the authenticator app (no secret yet). */
  unenrolledStaff(spec: Omit<StaffSpec, 'totpKayitli'>): Promise<MadeStaff>;
  /** A won TL tender of the account: the balance paid (default) or still awaited. */
  wonTender(spec: {
    cariId: number;
    odendi?: boolean;
    kazananTutar?: number;
  }): Promise<MadeTender & { tahsilatId: number | null }>;
}

/** One fixture route (server/e2e-fixtures/): `what` is its path under /api/gelistirici/e2e. */
export async function postFixture<T>(request: APIRequestContext, what: string, data: object): Promise<T> {
  const key = process.env.E2E_FIXTURES_KEY;
  expect(key, 'E2E_FIXTURES_KEY: the key the portal was started with').toBeTruthy();
  const res = await request.post(`/api${E2E_FIXTURES_PATH}/${what}`, {
    data,
    headers: { [E2E_FIXTURES_HEADER]: key as string },
  });
  expect(res.ok(), `fixture ${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export function fixtureMaker(request: APIRequestContext): Make {
  const post = <T>(what: string, data: object) => postFixture<T>(request, what, data);
  return {
    citizen: (spec = {}) => post('vatandas', spec),
    tender: (spec) => post('ihale', spec),
    staff: (spec) => post('personel', { ...spec, totpKayitli: true }),
    unenrolledStaff: (spec) => post('personel', { ...spec, totpKayitli: false }),
    wonTender: (spec) => post('kazanilan-ihale', spec),
  };
}

export const test = base.extend<{ make: Make }>({
  make: async ({ request }, use) => {
    await use(fixtureMaker(request));
  },
  // Every journey's page records its toasts (toast-recorder.ts).
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});

export { expect };
