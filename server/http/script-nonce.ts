import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSP_HEADER, type SecurityHeaders } from './security-headers';

/**
 * Gives a page request its own script nonce: 128 random bits, named in the response's policy and
 * in the request's `Content-Security-Policy` header, which is where Next.js looks for the nonce it
 * puts on every script it renders (next/dist/server/app-render/get-script-nonce-from-header.js).
 * Whatever policy header the client sent is replaced, never trusted: a nonce the client chose would
 * let it pick the nonce of the page it receives.
 */
export function allowRenderedScripts(req: IncomingMessage, res: ServerResponse, headers: SecurityHeaders): string {
  const nonce = randomBytes(16).toString('base64');
  const policy = headers.policy([`'nonce-${nonce}'`]);
  req.headers[CSP_HEADER.toLowerCase()] = policy;
  delete req.headers['content-security-policy-report-only'];
  res.setHeader(CSP_HEADER, policy);
  return nonce;
}
