import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { Compiler } from './compile';
import { odataError } from './errors';
import { MAX_EXPANDED_ROWS, PAGE_SIZE } from './limits';
import {
  columnRef,
  inList,
  navOf,
  propOf,
  reachConditions,
  type EntityDef,
  type EntitySetDef,
  type NavDef,
  type PropType,
  type QueryContext,
} from './model';
import type { ExpandItem, QueryOptions } from './query-options';

export interface ODataResult {
  '@odata.count'?: number;
  value: Record<string, unknown>[];
}

/** One page of an entity set: its rows, the count when asked, and whether the server cut the page. */
export interface ODataPage {
  count?: number;
  value: Record<string, unknown>[];
  /**
   * True when rows the client asked for remain beyond this page (no $top, or a $top above
   * the page size): the route then adds @odata.nextLink (docs/architecture.md §10).
   */
  more: boolean;
}

/** A fetched row: the wire object and the join keys (as text) its expansions need. */
interface Row {
  out: Record<string, unknown>;
  keys: Record<string, string | null>;
  /** count(*) over () when the main query carries the total. */
  total?: number;
}

interface Selection {
  props: { name: string; type: PropType; expr: SQL }[];
  keyColumns: string[];
}

/**
 * Runs an OData query against an entity set: the main query (base filter AND client filter,
 * order, page), `count(*)` when asked, then each $expand as ONE batched query per navigation and
 * level (`WHERE fk IN (…)` over all parent rows), never one query per row.
 */
export async function executeODataQuery(
  db: Db,
  set: EntitySetDef,
  options: QueryOptions,
  ctx: QueryContext,
): Promise<ODataResult> {
  const page = await executeODataPage(db, set, options, ctx);
  return page.count === undefined ? { value: page.value } : { '@odata.count': page.count, value: page.value };
}

/** executeODataQuery, telling also whether the page was cut at PAGE_SIZE (server-driven paging). */
export async function executeODataPage(
  db: Db,
  set: EntitySetDef,
  options: QueryOptions,
  ctx: QueryContext,
  pageSize = PAGE_SIZE,
  key?: string,
): Promise<ODataPage> {
  const entity = set.entity;
  validateExpand(entity, options.expand, ctx);
  const compiler = new Compiler(ctx);
  const alias = compiler.newAlias();
  const scope = { entity, alias };

  const conds: SQL[] = reachConditions(ctx, entity, alias);
  if (set.baseFilter) conds.push(set.baseFilter(ctx, alias));
  if (options.filter) conds.push(compiler.filter(options.filter, scope));
  // Key addressing (`Set(50)`): the key as a parameter, cast so that no text can reach the column.
  if (key !== undefined) conds.push(sql`${columnRef(alias, entity.keyColumn)} = ${key}::int8`);
  const where = conds.length
    ? sql` where ${sql.join(
        conds.map((c) => sql`(${c})`),
        sql` and `,
      )}`
    : sql``;

  const order = [
    ...compiler.orderBy(options.orderby, scope),
    ...(options.orderby.length === 0 && set.defaultOrder ? set.defaultOrder(alias) : []),
    // The key makes paging stable. It follows the direction of the last key so that an index on
    // (…, key) can serve "X desc" without a sort; a duplicate of a client's own Id key is dropped by the planner.
    sql`${columnRef(alias, entity.keyColumn)} ${sql.raw(options.orderby.at(-1)?.direction === 'desc' ? 'desc' : 'asc')}`,
  ];
  const selection = selectionOf(entity, options, alias, []);
  // The page: what the client asked for, never more than PAGE_SIZE. One row more than a cut page
  // is fetched to learn whether anything follows it.
  const top = Math.min(options.top ?? pageSize, pageSize);
  const cut = options.top === undefined || options.top > pageSize;
  const fetchLimit = cut ? top + 1 : top;
  const skip = options.skip ?? 0;
  const from = sql`from ${sql.identifier(entity.table)} ${alias}${where}`;
  const countQuery = sql`select count(*)::int8::text as n ${from}`;

  // With a client filter the rows are all visited anyway (the filter rarely follows an index), so
  // the count rides along as a window over the same pass instead of filtering everything twice.
  // Without one, a separate count lets the page itself stop early on an index.
  const windowCount = options.count && options.filter !== undefined && top > 0;
  const [rows, separateCount] = await Promise.all([
    top === 0
      ? Promise.resolve([] as Row[])
      : fetchRows(
          db,
          sql`select ${selectList(selection, alias)}${windowCount ? sql`, count(*) over ()::int8::text as "n"` : sql``} ${from} order by ${sql.join(order, sql`, `)} limit ${fetchLimit}::int8 offset ${skip}::int8`,
          selection,
          ctx.ieee754Compatible,
        ),
    options.count && !windowCount ? countRows(db, countQuery) : Promise.resolve(undefined),
  ]);
  let count = separateCount;
  if (windowCount) {
    // A page past the end has no row to carry the count: then (only then) count separately.
    count = rows.length ? rows[0].total : skip === 0 ? 0 : await countRows(db, countQuery);
  }

  const more = rows.length > top;
  if (more) rows.length = top;
  await expandInto(db, rows, entity, options.expand, ctx);
  const value = rows.map((r) => r.out);
  return count === undefined ? { value, more } : { count, value, more };
}

/**
 * One entity of a set by its key (`Set(50)`, OData URL Conventions §4.3.1), with $select and $expand
 * as in a list: null when no row has that key among the rows the set shows this caller (its base
 * filter and the entity's scope apply as to the list, so another account's row is missing, not 403).
 * `key` is an integer literal already checked by the route.
 */
export async function executeODataEntity(
  db: Db,
  set: EntitySetDef,
  options: QueryOptions,
  ctx: QueryContext,
  key: string,
): Promise<Record<string, unknown> | null> {
  const single: QueryOptions = { ...options, filter: undefined, orderby: [], top: 1, skip: undefined, count: false };
  const page = await executeODataPage(db, set, single, ctx, PAGE_SIZE, key);
  return page.value[0] ?? null;
}

/** The number of rows of a set that match the client's $filter (`Set/$count`, OData Part 1 §11.2.10). */
export async function executeODataCount(
  db: Db,
  set: EntitySetDef,
  options: QueryOptions,
  ctx: QueryContext,
): Promise<number> {
  const countOnly: QueryOptions = { filter: options.filter, orderby: [], top: 0, count: true, expand: [] };
  const page = await executeODataPage(db, set, countOnly, ctx);
  return page.count ?? 0;
}

/**
 * Checks every nested $expand level (navigation, $select, $filter, $orderby) before anything runs:
 * a bad query is a 400 whether or not there happen to be parent rows to expand.
 */
function validateExpand(entity: EntityDef, items: ExpandItem[], ctx: QueryContext) {
  for (const item of items) {
    const nav = navOf(entity, item.navigation);
    if (!nav) continue; // the caller's selectionOf names the problem
    const opts = item.options;
    if (!nav.many && (opts.filter || opts.orderby.length || opts.top !== undefined || opts.skip !== undefined)) {
      throw odataError(`'${item.navigation}' tekil bir gezinme; içinde yalnızca $select ve $expand kullanılabilir.`);
    }
    const target = nav.target();
    const compiler = new Compiler(ctx);
    const scope = { entity: target, alias: compiler.newAlias() };
    selectionOf(target, opts, scope.alias, []);
    if (opts.filter) compiler.filter(opts.filter, scope);
    compiler.orderBy(opts.orderby, scope);
    validateExpand(target, opts.expand, ctx);
  }
}

/** Validates $select/$expand against the entity and lists what to fetch (plus hidden join keys). */
function selectionOf(entity: EntityDef, options: QueryOptions, alias: SQL, extraKeys: string[]): Selection {
  const names = options.select ?? Object.keys(entity.props);
  const props = names.map((name) => {
    const prop = propOf(entity, name);
    if (!prop) {
      if (navOf(entity, name)) throw odataError(`'${name}' bir gezinme özelliği; $select yerine $expand ile isteyin.`);
      throw odataError(`Bilinmeyen özellik: ${name}`);
    }
    return { name, type: prop.type, expr: prop.expr(alias) };
  });
  const keyColumns = new Set(extraKeys);
  for (const item of options.expand) {
    const nav = navOf(entity, item.navigation);
    if (!nav) {
      if (propOf(entity, item.navigation))
        throw odataError(`'${item.navigation}' bir gezinme özelliği değil; $expand ile istenemez.`);
      throw odataError(`Bilinmeyen gezinme özelliği: ${item.navigation}`);
    }
    keyColumns.add(nav.sourceColumn);
  }
  return { props, keyColumns: [...keyColumns] };
}

/** Output expressions chosen so both drivers (pg, PGlite) return the same JS values. */
function outputExpr(type: PropType, expr: SQL): SQL {
  switch (type) {
    case 'decimal':
    case 'int64':
      return sql`(${expr})::text`;
    case 'datetime':
      return sql`(extract(epoch from ${expr}) * 1000)::float8`;
    default:
      return expr;
  }
}

function selectList(sel: Selection, alias: SQL): SQL {
  const items = [
    ...sel.props.map((p, i) => sql`${outputExpr(p.type, p.expr)} as ${sql.raw(`"c${i}"`)}`),
    ...sel.keyColumns.map((c, i) => sql`${columnRef(alias, c)}::text as ${sql.raw(`"k${i}"`)}`),
  ];
  return sql.join(items, sql`, `);
}

function convert(type: PropType, v: unknown, ieee754: boolean): unknown {
  if (v === null || v === undefined) return null;
  switch (type) {
    case 'int32':
      return Number(v);
    case 'int64':
    case 'decimal':
      // Selected as text (outputExpr): exact as a string under IEEE754Compatible=true.
      return ieee754 ? String(v) : Number(v);
    case 'datetime':
      return new Date(Math.round(Number(v))).toISOString();
    case 'boolean':
      return v === true || v === 't' || v === 'true';
    case 'string':
      return String(v);
  }
}

async function runSql(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const res = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

async function fetchRows(db: Db, query: SQL, sel: Selection, ieee754 = false): Promise<Row[]> {
  const raw = await runSql(db, query);
  return raw.map((r) => {
    const out: Record<string, unknown> = {};
    sel.props.forEach((p, i) => {
      out[p.name] = convert(p.type, r[`c${i}`], ieee754);
    });
    const keys: Record<string, string | null> = {};
    sel.keyColumns.forEach((c, i) => {
      keys[c] = (r[`k${i}`] as string | null) ?? null;
    });
    return r.n === undefined ? { out, keys } : { out, keys, total: Number(r.n) };
  });
}

async function countRows(db: Db, query: SQL): Promise<number> {
  const rows = await runSql(db, query);
  return Number(rows[0]?.n ?? 0);
}

/** Fills each expanded navigation on all `parents` at once, then recurses into nested $expand. */
async function expandInto(db: Db, parents: Row[], entity: EntityDef, items: ExpandItem[], ctx: QueryContext) {
  // Sibling navigations are fetched concurrently; they are attached in $expand order afterwards so
  // the JSON property order does not depend on which query finished first.
  const fetched = await Promise.all(
    items.map(async (item) => {
      const nav = navOf(entity, item.navigation)!;
      const keys = [...new Set(parents.map((p) => p.keys[nav.sourceColumn]).filter((k): k is string => k !== null))];
      const children = keys.length ? await fetchChildren(db, nav, item, keys, ctx) : [];
      return { item, nav, children };
    }),
  );
  for (const { item, nav, children } of fetched) {
    const groups = new Map<string, Row[]>();
    for (const child of children) {
      const k = child.keys[nav.targetColumn];
      if (k === null) continue;
      const g = groups.get(k);
      if (g) g.push(child);
      else groups.set(k, [child]);
    }
    for (const parent of parents) {
      const k = parent.keys[nav.sourceColumn];
      const g = k === null ? undefined : groups.get(k);
      parent.out[item.navigation] = nav.many ? (g ?? []).map((c) => c.out) : (g?.[0]?.out ?? null);
    }
  }
  await Promise.all(
    fetched.map(({ item, nav, children }) =>
      children.length ? expandInto(db, children, nav.target(), item.options.expand, ctx) : undefined,
    ),
  );
}

async function fetchChildren(db: Db, nav: NavDef, item: ExpandItem, keys: string[], ctx: QueryContext): Promise<Row[]> {
  const target = nav.target();
  const opts = item.options;
  const compiler = new Compiler(ctx);
  const alias = compiler.newAlias();
  const scope = { entity: target, alias };
  const selection = selectionOf(target, opts, alias, [nav.targetColumn]);

  const conds: SQL[] = [inList(columnRef(alias, nav.targetColumn), keys), ...reachConditions(ctx, target, alias, nav)];
  if (opts.filter) conds.push(compiler.filter(opts.filter, scope));
  const where = sql.join(
    conds.map((c) => sql`(${c})`),
    sql` and `,
  );
  const order = sql.join(
    [
      ...compiler.orderBy(opts.orderby, scope),
      ...(opts.orderby.length === 0 && nav.defaultOrder ? nav.defaultOrder(alias) : []),
      sql`${columnRef(alias, target.keyColumn)} asc`,
    ],
    sql`, `,
  );
  const from = sql`from ${sql.identifier(target.table)} ${alias} where ${where}`;
  const cap = MAX_EXPANDED_ROWS + 1;

  let query: SQL;
  if (opts.top !== undefined || opts.skip !== undefined) {
    // $top/$skip apply per parent: number the rows within each parent and keep the window.
    const skip = opts.skip ?? 0;
    const upper = opts.top === undefined ? null : skip + opts.top;
    const partition = columnRef(alias, nav.targetColumn);
    query = sql`select * from (select ${selectList(selection, alias)}, row_number() over (partition by ${partition} order by ${order}) as "rn" ${from}) w where w."rn" > ${skip}::int8${
      upper === null ? sql`` : sql` and w."rn" <= ${upper}::int8`
    } order by w."rn" limit ${cap}::int8`;
  } else {
    query = sql`select ${selectList(selection, alias)} ${from} order by ${order} limit ${cap}::int8`;
  }
  const rows = await fetchRows(db, query, selection, ctx.ieee754Compatible);
  if (rows.length > MAX_EXPANDED_ROWS) {
    throw odataError(
      `'${item.navigation}' genişletmesi çok fazla kayıt döndürüyor; sorguyu daraltın ya da $top kullanın.`,
    );
  }
  return rows;
}
