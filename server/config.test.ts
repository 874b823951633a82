import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config';

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
});
