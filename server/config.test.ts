import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minimalRealEnv } from '../tests/support/real-deployment-env';
import {
  ConfigError,
  DEV_POS,
  loadConfig,
  loadDeploymentConfig,
  PRODUCTION_GUIDE_SECTION,
  realDeploymentProblems,
} from './config';

describe('configuration', () => {
  it('derives every URL from the port when nothing is set', () => {
    const c = loadConfig({});
    assert.equal(c.port, 3000);
    assert.equal(c.publicOrigin, 'http://localhost:3000');
    assert.equal(c.portalApiUrl, 'http://localhost:3000/api');
    assert.equal(c.authUrl, 'http://localhost:3000/auth');
    assert.equal(c.databaseUrl, undefined);
    assert.equal(c.edevlet.mode, 'dev');
  });

  it('stops start-up with a message naming each bad value', () => {
    assert.throws(
      () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' }),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        assert.match(err.message, /PORT/);
        assert.match(err.message, /DATABASE_URL must start with postgres/);
        return true;
      },
    );
  });

  it('refuses the oauth mode without its provider settings', () => {
    assert.throws(
      () => loadConfig({ EDEVLET_MODE: 'oauth' }),
      /EDEVLET_AUTHORIZE_URL is required when EDEVLET_MODE=oauth/,
    );
  });

  it('treats empty variables as unset', () => {
    assert.equal(loadConfig({ DATABASE_URL: '', PORT: '' }).port, 3000);
  });

  it('uses the exchange-rate stand-in unless TCMB_RATES_URL is set, and checks the URL', () => {
    assert.deepEqual(loadConfig({}).exchangeRates, { mode: 'dev', tcmbUrl: undefined, refreshMs: 3_600_000 });
    const tcmb = loadConfig({ TCMB_RATES_URL: 'https://www.tcmb.gov.tr/kurlar/today.xml' }).exchangeRates;
    assert.equal(tcmb.mode, 'tcmb');
    assert.equal(tcmb.tcmbUrl, 'https://www.tcmb.gov.tr/kurlar/today.xml');
    assert.throws(() => loadConfig({ TCMB_RATES_URL: 'tcmb' }), /TCMB_RATES_URL/);
    assert.throws(() => loadConfig({ EXCHANGE_RATE_REFRESH_MINUTES: '0' }), /EXCHANGE_RATE_REFRESH_MINUTES/);
    assert.equal(loadConfig({ EXCHANGE_RATE_REFRESH_MINUTES: '15' }).exchangeRates.refreshMs, 900_000);
  });

  it('uses the stand-in bank unless POS_MODE=bank, which needs the bank’s gate, merchant number, store key and refund API user', () => {
    const dev = loadConfig({ PORT: '4000' });
    assert.equal(dev.pos.mode, 'dev');
    assert.equal(dev.pos.gatewayUrl, 'http://localhost:4000/api/sanal-pos/3d');
    assert.equal(dev.pos.storeKey, DEV_POS.storeKey);
    assert.equal(dev.pos.apiUrl, 'http://localhost:4000/api/sanal-pos/api', 'the stand-in’s refund API');
    const POS_KEYS = [
      'POS_GATEWAY_URL',
      'POS_CLIENT_ID',
      'POS_STORE_KEY',
      'POS_API_URL',
      'POS_API_USER',
      'POS_API_PASSWORD',
    ];
    assert.throws(
      () => loadConfig({ POS_MODE: 'bank' }),
      (err: Error) => {
        for (const key of POS_KEYS) assert.match(err.message, new RegExp(key));
        return err instanceof ConfigError;
      },
    );
    const bankEnv = {
      POS_MODE: 'bank',
      POS_GATEWAY_URL: 'https://b.example/3d',
      POS_CLIENT_ID: '1',
      POS_STORE_KEY: 'gercek-magaza-anahtari',
      POS_API_URL: 'https://b.example/fim/api',
      POS_API_USER: 'api',
      POS_API_PASSWORD: 'parola',
    };
    assert.throws(
      () => loadConfig({ ...bankEnv, POS_STORE_KEY: 'short' }),
      /POS_STORE_KEY must be at least 16 characters/,
    );
    // Without the API user "Karta iade et" could never reach the bank: refused at start, not at the first refund.
    assert.throws(() => loadConfig({ ...bankEnv, POS_API_PASSWORD: undefined }), /POS_API_PASSWORD is required/);
    assert.deepEqual(loadConfig(bankEnv).pos, {
      mode: 'bank',
      gatewayUrl: 'https://b.example/3d',
      clientId: '1',
      storeKey: 'gercek-magaza-anahtari',
      apiUrl: 'https://b.example/fim/api',
      apiUser: 'api',
      apiPassword: 'parola',
    });
  });
});

describe('a real deployment never runs a stand-in', () => {
  it('refuses to start with nothing set, naming every setting on one screen with the guide section', () => {
    assert.throws(
      () => loadDeploymentConfig({}),
      (err: unknown) => {
        assert.ok(err instanceof ConfigError);
        for (const setting of [
          'EDEVLET_MODE',
          'POS_MODE',
          'SMTP_URL',
          'SMS_URL',
          'TCMB_RATES_URL',
          'VAPID_PUBLIC_KEY',
          'VAPID_PRIVATE_KEY',
          'TOKEN_SIGNING_KEY',
          'TRANSPARENCY_SIGNING_KEY',
          'PUBLIC_ORIGIN',
        ])
          assert.match(err.message, new RegExp(`^  - ${setting}: `, 'm'), setting);
        assert.ok(err.message.includes(PRODUCTION_GUIDE_SECTION));
        assert.match(err.message, /PORTAL_MODE=demo/);
        return true;
      },
    );
  });

  it('starts with the minimal real configuration, and is a demo only when PORTAL_MODE=demo says so', () => {
    const real = minimalRealEnv();
    assert.deepEqual(realDeploymentProblems(real), []);
    const config = loadDeploymentConfig(real);
    assert.equal(config.demo, false);
    assert.equal(config.seedOnStart, false);
    assert.equal(config.pos.mode, 'bank');
    assert.equal(config.notifications.standIns, false);
    // The demo: every stand-in allowed, seeded.
    const demo = loadDeploymentConfig({ PORTAL_MODE: 'demo' });
    assert.equal(demo.demo, true);
    assert.equal(demo.seedOnStart, true);
    assert.equal(demo.edevlet.mode, 'dev');
  });

  it('refuses each stand-in, seed and test door on its own', () => {
    const real = minimalRealEnv();
    const cases: Array<[string, Record<string, string | undefined>]> = [
      ['EDEVLET_MODE', { EDEVLET_MODE: 'dev' }],
      ['POS_MODE', { POS_MODE: 'dev' }],
      ['SMTP_URL', { SMTP_URL: undefined }],
      ['SMS_URL', { SMS_URL: undefined, SMS_USER: undefined, SMS_PASSWORD: undefined }],
      ['TCMB_RATES_URL', { TCMB_RATES_URL: undefined }],
      ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined }],
      ['TOKEN_SIGNING_KEY', { TOKEN_SIGNING_KEY: undefined }],
      ['TRANSPARENCY_SIGNING_KEY', { TRANSPARENCY_SIGNING_KEY: undefined }],
      ['SEED_ON_START', { SEED_ON_START: 'true' }],
      ['E2E_FIXTURES_KEY', { E2E_FIXTURES_KEY: 'x'.repeat(40) }],
    ];
    for (const [setting, change] of cases) {
      const problems = realDeploymentProblems({ ...real, ...change });
      assert.ok(
        problems.some((p) => p.startsWith(`${setting}:`)),
        `${setting}: ${problems.join(' | ')}`,
      );
    }
  });

  it('the production guide section a refused start names lists the minimal real configuration', () => {
    const [, file, section] = /^(.+), "(.+)"$/.exec(PRODUCTION_GUIDE_SECTION) ?? [];
    assert.ok(file && section, PRODUCTION_GUIDE_SECTION);
    const guide = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
    const heading = new RegExp(`^#+ ${section}$`, 'm');
    const block = guide.split(heading)[1]?.match(/```bash\n([\s\S]*?)```/)?.[1] ?? '';
    const keys = [...block.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]).sort();
    assert.deepEqual(keys, Object.keys(minimalRealEnv()).sort());
  });
});
