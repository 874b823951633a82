/**
 * A field of a request body or query under either spelling the clients use (cariId / CariId);
 * undefined when the source is not an object.
 */
export function requestField(source: unknown, name: string): unknown {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const s = source as Record<string, unknown>;
  return s[name] ?? s[name[0].toUpperCase() + name.slice(1)] ?? s[name[0].toLowerCase() + name.slice(1)];
}
