import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the portal may send Web Push (docs/architecture.md §13): only to the push services browsers
 * use, and only to their public addresses. A subscription names any https URL, so without these
 * checks a signed-in person could make the notification worker connect inside the institution's
 * network (loopback, link-local metadata, private ranges). Checked twice: the host when the
 * subscription is stored and again at delivery, the address when the worker connects (after DNS,
 * so a name that later resolves inside the network is refused too).
 */

/**
 * Whether the endpoint is https at an allowed host (`*.` allows subdomains), on the port the entry
 * names (`host:port`), else on the default port only.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) => {
    const [allowed, port = ''] = entry.toLowerCase().split(':');
    if (url.port !== port) return false;
    return allowed.startsWith('*.')
      ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1
      : host === allowed;
  });
}

/** A public unicast address: not loopback, private, link-local, unique-local, CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:127.0.0.1 and the like are judged as the IPv4 address they carry.
  return ipaddr.process(address).range() === 'unicast';
}

export class PrivatePushAddressError extends Error {}

/**
 * A DNS lookup for the push connection that answers only with addresses `allowed` accepts (by
 * default public ones): the connection goes to the address that was checked, so a second lookup
 * cannot swap in another (DNS rebinding).
 */
export function checkedLookup(allowed: (address: string) => boolean = isPublicAddress): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !allowed(a.address));
      if (refused || list.length === 0)
        return callback(new PrivatePushAddressError(`${hostname} resolves to ${refused?.address ?? 'nothing'}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
