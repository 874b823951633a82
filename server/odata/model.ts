import { sql, type SQL } from 'drizzle-orm';

/**
 * Entity and entity-set definitions: the allow-list the OData layer works from. Only what is
 * declared here can be filtered, sorted, selected or expanded; everything else is "unknown".
 * Table and column names come only from these definitions, never from the request.
 */

export type PropType = 'int32' | 'int64' | 'decimal' | 'string' | 'boolean' | 'datetime';

/** What a query runs with besides its options: the request's clock and who is calling. */
export interface QueryContext {
  now: Date;
  /** The accounts the caller's session acts for (its one chosen account); empty for anonymous callers. */
  cariIds: number[];
  /**
   * The caller's own person account: their personal record is theirs whatever account the session
   * acts for (a company session's Hesabım shows the person). Null for anonymous callers.
   */
  personCariId?: number | null;
  /** IEEE754Compatible=true (JSON Format §3.2): Int64 and Decimal values are written as strings. */
  ieee754Compatible?: boolean;
}

export interface PropDef {
  type: PropType;
  /** The SQL value of the property for a row of the entity's table under `alias`. */
  expr: (alias: SQL) => SQL;
  /**
   * The table column behind a plain property: $metadata reads its nullability and decimal facets
   * from the Drizzle schema (server/odata/csdl-model.ts). Unset for computed properties.
   */
  column?: string;
  /** For computed properties: whether the value can be null ($metadata's Nullable); true when unset. */
  nullable?: boolean;
}

export interface NavDef {
  target: () => EntityDef;
  many: boolean;
  /** Column on the source table and on the target table that the navigation joins on. */
  sourceColumn: string;
  targetColumn: string;
  /** Extra condition on target rows (e.g. only the caller's own favourites). */
  scope?: (ctx: QueryContext, alias: SQL) => SQL;
  /** Order of expanded rows when the client gives no $orderby (the key always ends it). */
  defaultOrder?: (alias: SQL) => SQL[];
}

export interface EntityDef {
  name: string;
  table: string;
  keyColumn: string;
  props: Record<string, PropDef>;
  navs: Record<string, NavDef>;
  /**
   * The rows of this entity that exist for the caller at all. Applied wherever the entity is
   * reached: as an entity set, through $expand, and through navigation paths and any/all in
   * $filter and $orderby. A row outside it is indistinguishable from a missing one.
   */
  scope?: (ctx: QueryContext, alias: SQL) => SQL;
}

export interface EntitySetDef {
  name: string;
  entity: EntityDef;
  /** Server invariants, AND-ed with whatever the client filters. */
  baseFilter?: (ctx: QueryContext, alias: SQL) => SQL;
  /** Order before the key when the client gives no $orderby. */
  defaultOrder?: (alias: SQL) => SQL[];
}

export const columnRef = (alias: SQL, column: string): SQL => sql`${alias}.${sql.identifier(column)}`;

/** Every condition that restricts rows of `entity` reached under `alias` through `nav` (if any). */
export function reachConditions(ctx: QueryContext, entity: EntityDef, alias: SQL, nav?: NavDef): SQL[] {
  const conds: SQL[] = [];
  if (entity.scope) conds.push(entity.scope(ctx, alias));
  if (nav?.scope) conds.push(nav.scope(ctx, alias));
  return conds;
}

/** A property backed by one column. */
export const col = (column: string, type: PropType): PropDef => ({ type, expr: (a) => columnRef(a, column), column });

/** A property computed in SQL (sortable and filterable like any other); `nullable: false` when it never is null. */
export const computed = (type: PropType, expr: (alias: SQL) => SQL, facets: { nullable?: boolean } = {}): PropDef => ({
  type,
  expr,
  ...facets,
});

export const toOne = (target: () => EntityDef, sourceColumn: string, targetColumn = 'id'): NavDef => ({
  target,
  many: false,
  sourceColumn,
  targetColumn,
});

export const toMany = (
  target: () => EntityDef,
  targetColumn: string,
  extra: Pick<NavDef, 'scope' | 'defaultOrder'> = {},
  sourceColumn = 'id',
): NavDef => ({ target, many: true, sourceColumn, targetColumn, ...extra });

/** Own-property lookups only: a name like `constructor` or `__proto__` must not hit Object.prototype. */
export function propOf(entity: EntityDef, name: string): PropDef | undefined {
  return Object.hasOwn(entity.props, name) ? entity.props[name] : undefined;
}

export function navOf(entity: EntityDef, name: string): NavDef | undefined {
  return Object.hasOwn(entity.navs, name) ? entity.navs[name] : undefined;
}

/** `alias.column in (…)` with every value a parameter; `false` for an empty list. */
export function inList(expr: SQL, values: readonly (number | string)[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`${expr} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}
