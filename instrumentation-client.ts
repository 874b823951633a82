import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app's own code (Next.js `instrumentation-client`). Zod 4 would
 * otherwise probe whether `new Function` is allowed the first time a form schema is parsed; the
 * portal's CSP has no 'unsafe-eval' (server/http/security-headers.ts), so that probe is refused and
 * reported as a policy violation. Jitless parsing gives the same results without the probe.
 * `zod/v4/core` owns the config object Zod reads, and is small in the shared chunk.
 */
config({ jitless: true });
