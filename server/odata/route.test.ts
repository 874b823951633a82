/**
 * registerODataSet mounts a set only in the scope its `auth` names (docs/architecture.md §3 Server
 * module kit): a per-caller set outside the bidder scope would answer anonymous callers, a public
 * set inside it would refuse them. Either mistake stops the app at start-up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { registerBidderScope } from '../auth/bidder-scope';
import { favoriIhaleSet } from '../modules/favourites/odata-model';
import { herkeseAcikIhaleSet } from '../modules/tenders/odata-model';
import { registerODataSet } from './route';

describe('registerODataSet scopes', () => {
  it('refuses a bidder set outside the bidder scope', async () => {
    const app = Fastify();
    app.decorate('bidderRoutes', []);
    assert.throws(() => registerODataSet(app, favoriIhaleSet, { auth: 'bidder' }), /belongs in the bidder scope/);
    await app.close();
  });

  it('refuses a public set inside the bidder scope, takes a bidder set there', async () => {
    const app = Fastify();
    app.decorate('bidderRoutes', []);
    await app.register(async (scope) => {
      registerBidderScope(scope);
      assert.throws(
        () => registerODataSet(scope, herkeseAcikIhaleSet, { auth: 'public' }),
        /belongs in the public scope/,
      );
      registerODataSet(scope, favoriIhaleSet, { auth: 'bidder' });
    });
    await app.ready();
    // The set, and what follows its name (`Set(key)`, `Set/$count`): both behind the bidder hook.
    assert.deepEqual(app.bidderRoutes, [
      `GET /external-odata/${favoriIhaleSet.name}`,
      `GET /external-odata/${favoriIhaleSet.name}*`,
    ]);
    await app.close();
  });
});
