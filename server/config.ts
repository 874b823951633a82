import path from 'node:path';
import { z } from 'zod';
import { PORTAL_NAME } from '../lib/brand';

/**
 * The portal service's environment, validated once at start-up (docs/architecture.md §2).
 * Nothing else in server/ reads process.env.
 */
const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const schema = z
  .object({
    // A real deployment unless this names the start a demo (the README's start command does): only a
    // demo may run a stand-in, seed demo data or create demo staff (realDeploymentProblems below).
    PORTAL_MODE: z.enum(['demo', 'production']).default('production'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_ORIGIN: z.url().optional(),
    PORTAL_API_URL: z.url().optional(),
    AUTH_URL: z.url().optional(),
    SERVE_API: booleanString.default(true),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    EDEVLET_MODE: z.enum(['dev', 'oauth']).default('dev'),
    EDEVLET_AUTHORIZE_URL: z.url().optional(),
    EDEVLET_TOKEN_URL: z.url().optional(),
    EDEVLET_USERINFO_URL: z.url().optional(),
    EDEVLET_CLIENT_ID: z.string().optional(),
    EDEVLET_CLIENT_SECRET: z.string().optional(),
    EDEVLET_ISSUER: z.url().optional(),
    TOKEN_SIGNING_KEY: z.string().min(32, 'TOKEN_SIGNING_KEY must be at least 32 characters').optional(),
    // The Ed25519 key that signs the bid record's checkpoints (docs/architecture.md §11): the
    // base64 of its 32-byte seed. Unset: generated once into DATA_DIR (transparency-signing.key).
    // Web Push (VAPID, RFC 8292) keys as web-push's generateVAPIDKeys() gives them (base64url). Unset:
    // a pair generated once into DATA_DIR (server/notifications/vapid-keys.ts).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)')
      .optional(),
    TRANSPARENCY_SIGNING_KEY: z
      .string()
      .refine(
        (v) => /^[A-Za-z0-9+/]{43}=$/.test(v.trim()),
        'TRANSPARENCY_SIGNING_KEY must be the base64 of a 32-byte Ed25519 seed',
      )
      .optional(),
    CLIENT_SECRET: z.string().min(8).default('ihale-client-secret'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 86_400),
    SENTRY_DSN: z.url().optional(),
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Default: on in a demo, off in a real deployment (which refuses it: realDeploymentProblems).
    SEED_ON_START: booleanString.optional(),
    SCHEDULER: booleanString.default(true),
    // Behind a load balancer: whose X-Forwarded-For to believe (e.g. `loopback`, `10.0.0.0/8`), so
    // client addresses (rate limits, logs) are the visitors', not the balancer's. Unset: none.
    TRUST_PROXY: z.string().min(1).optional(),
    ANON_PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    RENDER_DATA_CACHE: z.enum(['on', 'off']).default('on'),
    // The Central Bank's daily XML (https://www.tcmb.gov.tr/kurlar/today.xml). Unset: the stand-in's
    // fixed rates, labelled "örnek kur" on screen and logged at start-up (server/rates/).
    TCMB_RATES_URL: z.url().optional(),
    EXCHANGE_RATE_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    // The bank's virtual POS (3-D Secure, server/money/pos/): `dev` = the built-in stand-in bank page.
    POS_MODE: z.enum(['dev', 'bank']).default('dev'),
    POS_GATEWAY_URL: z.url().optional(),
    POS_CLIENT_ID: z.string().min(1).optional(),
    POS_STORE_KEY: z.string().min(16, 'POS_STORE_KEY must be at least 16 characters').optional(),
    // The bank's XML API (refunds to the card from Kart Ödemesi Uyuşmazlıkları) and its API user.
    POS_API_URL: z.url().optional(),
    POS_API_USER: z.string().min(1).optional(),
    POS_API_PASSWORD: z.string().min(1).optional(),
    // The OCDS ocid prefix of the open data (server/open-data/): `ocds-` and the 6 characters the
    // Open Contracting Partnership registers for a publisher. The default is a placeholder.
    // Notifications (docs/architecture.md §13): the outbox worker (off: this instance delivers
    // nothing; another must run it), the mail server, the SMS gateway. Without SMTP_URL and with
    // EDEVLET_MODE=dev the built-in SMTP catcher and SMS stand-in run (/gelistirici/posta).
    NOTIFICATION_WORKER: booleanString.default(true),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    SMS_URL: z.url().optional(),
    SMS_USER: z.string().min(1).optional(),
    SMS_PASSWORD: z.string().min(1).optional(),
    // The push services Web Push may reach, comma-separated hosts; `*.` allows subdomains (§13).
    PUSH_SERVICE_HOSTS: z
      .string()
      .regex(
        /^(\*\.)?[a-z0-9.-]+(:\d+)?(,(\*\.)?[a-z0-9.-]+(:\d+)?)*$/i,
        'PUSH_SERVICE_HOSTS must be host names (host or host:port) separated by commas',
      )
      .optional(),
    /** The SMS originator (başlık) registered with the gateway. */
    SMS_HEADER: z.string().min(1).max(11).default('MKE'),
    // The e2e journeys' fixtures (server/e2e-fixtures/): unset, the routes do not exist. A demo only.
    E2E_FIXTURES_KEY: z.string().min(32, 'E2E_FIXTURES_KEY must be at least 32 characters').optional(),
    OCDS_OCID_PREFIX: z
      .string()
      .regex(/^ocds-[a-z0-9]{6}$/, 'OCDS_OCID_PREFIX must be ocds- followed by 6 lower-case letters or digits')
      .default('ocds-mkesat'),
  })
  .superRefine((env, ctx) => {
    if (env.EDEVLET_MODE === 'oauth') {
      for (const key of [
        'EDEVLET_AUTHORIZE_URL',
        'EDEVLET_TOKEN_URL',
        'EDEVLET_USERINFO_URL',
        'EDEVLET_CLIENT_ID',
        'EDEVLET_CLIENT_SECRET',
      ] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when EDEVLET_MODE=oauth` });
      }
    }

    // A real bank's gate, merchant number, store key and the API user that refunds to a card (Kart
    // Ödemesi Uyuşmazlıkları) come from the bank; no default can stand in.
    if (env.POS_MODE === 'bank') {
      for (const key of [
        'POS_GATEWAY_URL',
        'POS_CLIENT_ID',
        'POS_STORE_KEY',
        'POS_API_URL',
        'POS_API_USER',
        'POS_API_PASSWORD',
      ] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when POS_MODE=bank` });
      }
    }
    // A real gateway wants credentials; a half-configured one would fail every message.
    if (env.SMS_URL && (!env.SMS_USER || !env.SMS_PASSWORD))
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_USER'],
        message: 'SMS_USER and SMS_PASSWORD are required with SMS_URL',
      });
    // Half a key pair would sign pushes no browser could check.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
      });
  });

/** The push services of Chrome and Android (FCM), Firefox (Mozilla autopush), Edge (WNS) and Safari (Apple). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
] as const;

/** The stand-in bank's merchant number and store key: known to everyone, so only ever used with POS_MODE=dev. */
export const DEV_POS = {
  clientId: '190100000',
  storeKey: 'ornek-banka-test-magaza-anahtari',
  apiUser: 'ORNEKAPI',
  apiPassword: 'ornek-banka-api-parolasi',
} as const;

export type ServerConfig = ReturnType<typeof loadConfig>;

/**
 * This process's environment with some variables replaced: for a child process that must load the
 * same configuration but for, say, another data folder (server/seed/prepare-embedded.ts).
 */
export function environmentWith(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicOrigin = (c.PUBLIC_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  return {
    nodeEnv: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    publicOrigin,
    portalApiUrl: (c.PORTAL_API_URL ?? `${publicOrigin}/api`).replace(/\/$/, ''),
    authUrl: (c.AUTH_URL ?? `${publicOrigin}/auth`).replace(/\/$/, ''),
    serveApi: c.SERVE_API,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    redisUrl: c.REDIS_URL,
    edevlet: {
      mode: c.EDEVLET_MODE,
      authorizeUrl: c.EDEVLET_AUTHORIZE_URL,
      tokenUrl: c.EDEVLET_TOKEN_URL,
      userinfoUrl: c.EDEVLET_USERINFO_URL,
      clientId: c.EDEVLET_CLIENT_ID,
      clientSecret: c.EDEVLET_CLIENT_SECRET,
      issuer: c.EDEVLET_ISSUER,
    },
    tokenSigningKey: c.TOKEN_SIGNING_KEY,
    transparencySigningKey: c.TRANSPARENCY_SIGNING_KEY?.trim(),
    vapid:
      c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY
        ? { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY }
        : null,
    clientSecret: c.CLIENT_SECRET,
    accessTokenTtlSeconds: c.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: c.REFRESH_TOKEN_TTL_SECONDS,
    sentryDsn: c.SENTRY_DSN,
    logLevel: c.LOG_LEVEL,
    metricsToken: c.METRICS_TOKEN,
    /** PORTAL_MODE=demo: stand-ins, the demo seed and its staff allowed (the README's start command). */
    demo: c.PORTAL_MODE === 'demo',
    seedOnStart: c.SEED_ON_START ?? c.PORTAL_MODE === 'demo',
    /** The e2e journeys' fixture routes' key (server/e2e-fixtures/); undefined: no such routes. */
    e2eFixturesKey: c.E2E_FIXTURES_KEY,
    scheduler: c.SCHEDULER,
    trustProxy: c.TRUST_PROXY,
    /** Prefix of every OCDS ocid (`<prefix>-<ihaleId>`, server/open-data/). */
    ocdsOcidPrefix: c.OCDS_OCID_PREFIX,
    /** Cache anonymous renders of home, /ihaleler, /ihaleler/sonuclanan and /ihaleler/{id} (server/http/anonymous-page-cache.ts). */
    anonPageCache: c.ANON_PAGE_CACHE === 'on',
    /** Keep the public API answers server renders ask for (lib/cache/render-data-cache.ts). */
    renderDataCache: c.RENDER_DATA_CACHE === 'on',
    exchangeRates: {
      /** `tcmb` only when TCMB_RATES_URL is set; `dev` = the stand-in (like EDEVLET_MODE=dev). */
      mode: c.TCMB_RATES_URL ? ('tcmb' as const) : ('dev' as const),
      tcmbUrl: c.TCMB_RATES_URL,
      refreshMs: c.EXCHANGE_RATE_REFRESH_MINUTES * 60_000,
    },
    notifications: notificationConfig(c, publicOrigin),
    pos:
      c.POS_MODE === 'bank'
        ? {
            mode: 'bank' as const,
            gatewayUrl: c.POS_GATEWAY_URL as string,
            clientId: c.POS_CLIENT_ID as string,
            storeKey: c.POS_STORE_KEY as string,
            apiUrl: c.POS_API_URL,
            apiUser: c.POS_API_USER,
            apiPassword: c.POS_API_PASSWORD,
          }
        : {
            mode: 'dev' as const,
            gatewayUrl: `${(c.PORTAL_API_URL ?? `${publicOrigin}/api`).replace(/\/$/, '')}/sanal-pos/3d`,
            clientId: c.POS_CLIENT_ID ?? DEV_POS.clientId,
            storeKey: DEV_POS.storeKey,
            apiUrl: `${(c.PORTAL_API_URL ?? `${publicOrigin}/api`).replace(/\/$/, '')}/sanal-pos/api`,
            apiUser: DEV_POS.apiUser,
            apiPassword: DEV_POS.apiPassword,
          },
  };
}

/**
 * The notification channels (docs/architecture.md §13). `standIns`: the built-in SMTP catcher and
 * SMS gateway stand-in answer instead of real providers (only with EDEVLET_MODE=dev and no
 * SMTP_URL, never in a real deployment); then the SMS client calls the stand-in route.
 */
function notificationConfig(c: z.infer<typeof schema>, publicOrigin: string) {
  const standIns = c.EDEVLET_MODE === 'dev' && !c.SMTP_URL;
  const apiUrl = (c.PORTAL_API_URL ?? `${publicOrigin}/api`).replace(/\/$/, '');
  return {
    worker: c.NOTIFICATION_WORKER,
    /** Where Web Push may go (server/notifications/channels/push-services.ts). */
    pushServiceHosts: c.PUSH_SERVICE_HOSTS ? c.PUSH_SERVICE_HOSTS.split(',') : [...DEFAULT_PUSH_SERVICE_HOSTS],
    standIns,
    smtpUrl: c.SMTP_URL ?? null,
    mailFrom: c.MAIL_FROM ?? `"${PORTAL_NAME}" <bildirim@${new URL(publicOrigin).hostname}>`,
    sms: c.SMS_URL
      ? { url: c.SMS_URL, user: c.SMS_USER as string, password: c.SMS_PASSWORD as string, header: c.SMS_HEADER }
      : standIns
        ? { url: `${apiUrl}/gelistirici/sms`, user: 'gelistirici', password: 'gelistirici', header: c.SMS_HEADER }
        : null,
  };
}

export class ConfigError extends Error {}

/** The guide section a refused start points to. */
export const PRODUCTION_GUIDE_SECTION = 'docs/guides/production.md, "The minimal real configuration"';

/**
 * What keeps this configuration from running as a real deployment: every stand-in, default secret,
 * seed and test door a demo may have (docs/architecture.md §2, docs/guides/production.md). One line per
 * setting, naming it and what to do; empty for a configuration a real deployment may run with, and
 * for a demo (PORTAL_MODE=demo), which may run all of them.
 */
export function realDeploymentProblems(env: Record<string, string | undefined> = process.env): string[] {
  const config = loadConfig(env);
  if (config.demo) return [];
  const set = (key: string) => Boolean(env[key] && env[key] !== '');
  const problems: string[] = [];
  const need = (key: string, what: string) => {
    if (!set(key)) problems.push(`${key}: not set; ${what}`);
  };
  if (config.edevlet.mode !== 'oauth')
    problems.push(
      "EDEVLET_MODE: the e-Devlet stand-in (dev) signs anyone in as anyone; set EDEVLET_MODE=oauth with the provider's EDEVLET_* settings",
    );
  if (config.pos.mode !== 'bank')
    problems.push(
      "POS_MODE: the stand-in bank (dev) approves any card with a published key; set POS_MODE=bank with the bank's POS_GATEWAY_URL, POS_CLIENT_ID, POS_STORE_KEY and its refund API (POS_API_URL, POS_API_USER, POS_API_PASSWORD)",
    );
  need('SMTP_URL', 'without it mail goes to the built-in catcher (smtp://… or smtps://… of the mail server)');
  need(
    'SMS_URL',
    "without it SMS goes to the built-in stand-in (the gateway's address, with SMS_USER and SMS_PASSWORD)",
  );
  need('TCMB_RATES_URL', 'without it EUR/USD prices use fixed sample rates (https://www.tcmb.gov.tr/kurlar/today.xml)');
  need(
    'VAPID_PUBLIC_KEY',
    'without the pair, push keys would be made up on the fly (npx web-push generate-vapid-keys)',
  );
  need('VAPID_PRIVATE_KEY', 'the private half of the Web Push key pair');
  need(
    'TOKEN_SIGNING_KEY',
    "without it the access tokens' key would be made up and kept in the data folder (32+ random characters)",
  );
  need(
    'TRANSPARENCY_SIGNING_KEY',
    "without it the bid record's signing key would be made up and kept in the data folder (base64 of a 32-byte Ed25519 seed)",
  );
  if (!set('PUBLIC_ORIGIN'))
    problems.push('PUBLIC_ORIGIN: not set; the address the public reaches the portal at (https://…)');
  if (config.seedOnStart) problems.push('SEED_ON_START: a real deployment never seeds demo data; remove it');
  if (config.e2eFixturesKey)
    problems.push("E2E_FIXTURES_KEY: the journeys' test-data routes are for a demo only; remove it");
  return problems;
}

/**
 * The configuration of a start that serves people (server/main.ts): a real deployment unless
 * PORTAL_MODE=demo, and a real deployment with any stand-in, default secret or seed is refused with
 * one screen that names every setting to fix.
 */
export function loadDeploymentConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const config = loadConfig(env);
  const problems = realDeploymentProblems(env);
  if (problems.length > 0)
    throw new ConfigError(
      [
        'The portal starts as a real deployment (PORTAL_MODE is not "demo") and refuses to run with these settings:',
        ...problems.map((p) => `  - ${p}`),
        `Read ${PRODUCTION_GUIDE_SECTION} for a real deployment's settings, or start the demo with PORTAL_MODE=demo (bash scripts/run.sh start).`,
      ].join('\n'),
    );
  return config;
}
