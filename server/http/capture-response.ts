import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CachedPage } from './anonymous-page-cache';

/** Headers that describe one connection or one transfer, not the page: never replayed. */
const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-cache'];

const toBuffer = (chunk: unknown, encoding?: unknown): Buffer =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array);

/**
 * Tees a response while it streams to its own client: every body chunk is copied, and when the
 * response finishes the promise gives status, headers and body. A response that did not finish
 * (client gone, render aborted) gives null. The client of the response sees no difference.
 */
export function captureResponse(res: ServerResponse): Promise<CachedPage | null> {
  const chunks: Buffer[] = [];
  const headArgs: OutgoingHttpHeaders = {};
  const write = res.write;
  const end = res.end;
  const writeHead = res.writeHead;

  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) Object.assign(headArgs, last);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    return (end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
  } as ServerResponse['end'];

  return new Promise((resolve) => {
    res.once('finish', () => {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries({ ...res.getHeaders(), ...lowerCased(headArgs) })) {
        if (value !== undefined && !HOP_HEADERS.includes(name)) headers[name] = value;
      }
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
    });
    res.once('close', () => {
      if (!res.writableFinished) resolve(null);
    });
  });
}

function lowerCased(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
