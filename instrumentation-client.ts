/**
 * Runs in the browser before the app's own code (Next.js `instrumentation-client`). Zod 4 would
 * otherwise probe whether `new Function` is allowed the first time a form schema is parsed; the
 * portal's CSP has no 'unsafe-eval' (server/http/security-headers.ts), so that probe is refused and
 * reported as a policy violation. Jitless parsing gives the same results without the probe.
 * Zod keeps its config on `globalThis.__zod_globalConfig`, shared by every copy of zod on a page
 * (zod/v4/core/core.js). Setting it there needs no import of zod, which would put about 4 KB of
 * zod's core into every page's first load (docs/architecture.md §3 "Light on a phone").
 * instrumentation-client.test.ts checks that zod reads it.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

export {};
