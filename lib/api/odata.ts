/**
 * Builds OData query strings for the portal's sets. Values are escaped here, once, so callers
 * never concatenate user input into a filter.
 */
export interface ODataQuery {
  filter?: string | Array<string | false | null | undefined>;
  orderby?: string | string[];
  top?: number;
  skip?: number;
  count?: boolean;
  expand?: string | string[];
  select?: string | string[];
}

/** A string literal: quotes doubled as OData requires. */
export const odataString = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** A date-time literal (UTC ISO). */
export const odataDate = (d: Date) => d.toISOString();

export function buildODataQuery(q: ODataQuery): string {
  const parts: string[] = [];
  const filters = (Array.isArray(q.filter) ? q.filter : [q.filter]).filter((f): f is string => !!f);
  if (filters.length) {
    parts.push(`$filter=${encodeURIComponent(filters.map((f) => (filters.length > 1 ? `(${f})` : f)).join(' and '))}`);
  }
  const list = (v?: string | string[]) => (Array.isArray(v) ? v.join(',') : v);
  if (q.orderby) parts.push(`$orderby=${encodeURIComponent(list(q.orderby)!)}`);
  if (q.top !== undefined) parts.push(`$top=${q.top}`);
  if (q.skip) parts.push(`$skip=${q.skip}`);
  if (q.count) parts.push('$count=true');
  if (q.expand) parts.push(`$expand=${encodeURIComponent(list(q.expand)!)}`);
  if (q.select) parts.push(`$select=${encodeURIComponent(list(q.select)!)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export const odataPath = (set: string, q: ODataQuery = {}) => `/external-odata/${set}${buildODataQuery(q)}`;
