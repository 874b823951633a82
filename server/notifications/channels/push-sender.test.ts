import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import webpush from 'web-push';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../config';
import { PermanentDeliveryError } from './delivery-error';
import { webPushSender } from './push-sender';
import { isAllowedPushEndpoint, isPublicAddress } from './push-services';

/**
 * Web Push reaches only the push services browsers use, at public addresses, without redirects,
 * within a deadline and a bounded answer (server/notifications/channels/push-services.ts).
 */
const keys = webpush.generateVAPIDKeys();
const browser = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};
const message = { title: 'Teklifiniz geçildi', body: 'Hurda Bakır Kablo', url: '/ihaleler/1' };

describe('push endpoints: the push services only', () => {
  it('takes the browsers’ push services and nothing inside a network', () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGzx',
    ])
      assert.ok(isAllowedPushEndpoint(ok, DEFAULT_PUSH_SERVICE_HOSTS), ok);
    for (const bad of [
      'https://127.0.0.1:4443/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]:5432/',
      'https://localhost/api/metrics',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:444/fcm/send/abc',
      'https://evilfcm.googleapis.com.example/x',
      'https://notify.windows.com/x',
    ])
      assert.ok(!isAllowedPushEndpoint(bad, DEFAULT_PUSH_SERVICE_HOSTS), bad);
  });

  it('calls only public unicast addresses public', () => {
    for (const ip of ['142.250.187.10', '2a00:1450:4017:80b::200a']) assert.ok(isPublicAddress(ip), ip);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      assert.ok(!isPublicAddress(ip), ip);
  });
});

describe('push delivery', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-tls-'));
  let ca = '';
  let server: https.Server;
  let port = 0;
  const seen: string[] = [];
  let answer: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void = (_q, r) =>
    r.writeHead(201).end();

  before(async () => {
    // A push service of the test's own on loopback, with a certificate for localhost.
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    ca = fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8');
    server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: ca }, (req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      answer(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const endpoint = (p: string) => `https://localhost:${port}${p}`;
  /** Allowed to reach the loopback service (what no deployment allows), with its CA. */
  const loopbackSender = (o: { timeoutMs?: number; maxResponseBytes?: number } = {}) =>
    webPushSender(keys, 'mailto:bildirim@example.gov.tr', {
      hosts: [`localhost:${port}`],
      allowAddress: () => true,
      ca,
      ...o,
    });

  it('sends an encrypted, VAPID-signed message to an allowed push service', async () => {
    answer = (_q, r) => r.writeHead(201).end();
    await loopbackSender().send({ endpoint: endpoint('/push/ok'), ...browser() }, message);
    assert.ok(seen.includes('POST /push/ok'));
  });

  it('never connects to an allowed name that resolves inside the network, and drops that subscription', async () => {
    let connections = 0;
    const listener = net.createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    const p = (listener.address() as net.AddressInfo).port;
    try {
      // Even a host wrongly put on the allow-list is refused at the address: localhost is 127.0.0.1.
      const sender = webPushSender(keys, 'mailto:bildirim@example.gov.tr', { hosts: [`localhost:${p}`] });
      await assert.rejects(
        sender.send({ endpoint: `https://localhost:${p}/push`, ...browser() }, message),
        (err: unknown) => err instanceof PermanentDeliveryError && /iç ağa/.test(err.message),
      );
      assert.equal(connections, 0);
      // And a host that is no push service is not even looked up.
      await assert.rejects(
        sender.send({ endpoint: `https://127.0.0.1:${p}/push`, ...browser() }, message),
        PermanentDeliveryError,
      );
      assert.equal(connections, 0);
    } finally {
      await new Promise((r) => listener.close(r));
    }
  });

  it('follows no redirect, and reads no more than the bound of an answer', async () => {
    answer = (_q, r) => r.writeHead(302, { location: endpoint('/elsewhere') }).end();
    await assert.rejects(
      loopbackSender().send({ endpoint: endpoint('/push/moved'), ...browser() }, message),
      (err: unknown) => err instanceof PermanentDeliveryError && /yönlendirdi/.test(err.message),
    );
    assert.ok(!seen.includes('GET /elsewhere') && !seen.includes('POST /elsewhere'));

    answer = (_q, r) => {
      r.writeHead(201);
      r.write(Buffer.alloc(64 * 1024, 97));
      r.end(Buffer.alloc(64 * 1024, 97));
    };
    await assert.rejects(
      loopbackSender({ maxResponseBytes: 16 * 1024 }).send({ endpoint: endpoint('/push/big'), ...browser() }, message),
      /16384 baytı aştı/,
    );
  });

  it('gives up on a push service that does not answer within the deadline', async () => {
    answer = () => {}; // never answers
    const started = Date.now();
    await assert.rejects(
      loopbackSender({ timeoutMs: 300 }).send({ endpoint: endpoint('/push/slow'), ...browser() }, message),
      /abort|timeout/i,
    );
    assert.ok(Date.now() - started < 5000);
    server.closeAllConnections();
  });

  it('drops a subscription the push service no longer knows (404, 410)', async () => {
    answer = (_q, r) => r.writeHead(410).end();
    await assert.rejects(
      loopbackSender().send({ endpoint: endpoint('/push/gone'), ...browser() }, message),
      PermanentDeliveryError,
    );
  });
});
