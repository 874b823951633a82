import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Tests only: jsdom has no WebCrypto subtle, TextEncoder or Blob.text, which the browser verifier
 * uses (every browser the portal supports has them). Node's own are put in their place, so the
 * components' tests run the real lib/transparency code.
 */
export function installWebCrypto() {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  if (!Blob.prototype.text) {
    Blob.prototype.text = function text(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    };
  }
}

/** A fetch answer as the portal's endpoints send it (text bodies, JSON errors). */
export function reply(status: number, body: string | object) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status < 300,
    headers: new Headers(),
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}
