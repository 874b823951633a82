/**
 * The portal API's base URL in the browser, from the runtime config (one build serves any API host).
 * Apart from lib/api/http.ts so that the root providers can set it without putting the fetch wrapper
 * on every page's first load: a visitor's public page sends no API request of its own until an
 * island needs one (docs/architecture.md §3 "Light on a phone").
 */
let baseUrl = '/api';

/** Called once by the root providers with the runtime config. */
export function setBrowserApiBaseUrl(url: string) {
  baseUrl = url.replace(/\/$/, '');
}

export function browserApiBaseUrl(): string {
  return baseUrl;
}
