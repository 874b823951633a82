import { sql, type SQL } from 'drizzle-orm';
import type { CallExpr, ComparisonOp, Expr, LambdaExpr, Literal, OrderByItem, PathExpr } from './ast';
import { odataError } from './errors';
import { columnRef, navOf, propOf, reachConditions, type EntityDef, type PropType, type QueryContext } from './model';

/** One row source in the query being built: an entity and the SQL alias of its table. */
export interface Scope {
  entity: EntityDef;
  alias: SQL;
}

type ValueType = PropType | 'null';

interface Typed {
  sql: SQL;
  type: ValueType;
}

interface Env {
  root: Scope;
  vars: ReadonlyMap<string, Scope>;
}

const SQL_OP: Record<ComparisonOp, string> = { eq: '=', ne: 'is distinct from', gt: '>', ge: '>=', lt: '<', le: '<=' };

const TYPE_NAME: Record<ValueType, string> = {
  int32: 'tam sayı',
  int64: 'tam sayı',
  decimal: 'sayı',
  string: 'metin',
  boolean: 'mantıksal',
  datetime: 'tarih',
  null: 'null',
};

const NUMERIC: ReadonlySet<ValueType> = new Set(['int32', 'int64', 'decimal']);

/**
 * Turkish-aware case mapping, the same SQL on both sides of a comparison: I↔ı and İ↔i are mapped
 * explicitly (every non-Turkish locale gets them wrong), the rest is lower()/upper(), which handles
 * Ç Ğ Ö Ş Ü in any UTF-8 ctype (C.UTF-8, en_US.UTF-8, tr_TR.UTF-8). Two replace() calls rather
 * than one translate() over all Turkish letters: measured 4x cheaper on PGlite over 10 000 titles.
 */
const trLower = (x: SQL) => sql`lower(replace(replace(${x}, 'I', 'ı'), 'İ', 'i'))`;
const trUpper = (x: SQL) => sql`upper(replace(replace(${x}, 'i', 'İ'), 'ı', 'I'))`;

const INT32_MAX = 2147483647n;
const INT64_MAX = 9223372036854775807n;

/**
 * Turns a bound AST into SQL. Every value from the request becomes a bind parameter with an
 * explicit cast; identifiers come only from the entity definitions. Aliases t0, t1, … are unique
 * within one compiler, so one compiler is used per SQL statement.
 */
export class Compiler {
  private n = 0;

  constructor(private readonly ctx: QueryContext) {}

  newAlias(): SQL {
    return sql.raw(`t${this.n++}`);
  }

  /** A boolean condition for `$filter`. */
  filter(expr: Expr, root: Scope): SQL {
    const t = this.expr(expr, { root, vars: new Map() });
    if (t.type !== 'boolean') throw odataError('$filter bir koşul olmalıdır (ör. Id eq 5).');
    return t.sql;
  }

  /** ORDER BY terms for `$orderby`. */
  orderBy(items: OrderByItem[], root: Scope): SQL[] {
    return items.map((item) => {
      const t = this.expr(item.expr, { root, vars: new Map() });
      return item.direction === 'desc' ? sql`${t.sql} desc` : sql`${t.sql} asc`;
    });
  }

  private expr(e: Expr, env: Env): Typed {
    switch (e.kind) {
      case 'literal':
        return this.literal(e);
      case 'path':
        return this.path(e, env);
      case 'compare':
        return this.compare(e.op, e.left, e.right, env);
      case 'logical': {
        // Flatten a chain (a or b or c …) into one level so long chains do not nest SQL deeply.
        const operands: Expr[] = [];
        const stack: Expr[] = [e];
        while (stack.length) {
          const x = stack.pop()!;
          if (x.kind === 'logical' && x.op === e.op) stack.push(x.right, x.left);
          else operands.push(x);
        }
        const parts = operands.map((o) => this.bool(o, env, e.op));
        return { sql: sql`(${sql.join(parts, sql.raw(` ${e.op} `))})`, type: 'boolean' };
      }
      case 'not':
        // OData: a comparison with null is false, so `not` of it is true; SQL would give null.
        return { sql: sql`((${this.bool(e.operand, env, 'not')}) is not true)`, type: 'boolean' };
      case 'in': {
        const left = this.expr(e.left, env);
        if (left.type === 'null') throw odataError('in ifadesinin solunda null olamaz.');
        const items = e.list.map((lit) => {
          if (lit.type === 'null') throw odataError('in listesinde null kullanılamaz; "eq null" kullanın.');
          return this.literalAs(lit, left.type as PropType, 'in');
        });
        return { sql: sql`(${left.sql} in (${sql.join(items, sql`, `)}))`, type: 'boolean' };
      }
      case 'call':
        return this.call(e, env);
      case 'lambda':
        return this.lambda(e, env);
    }
  }

  private bool(e: Expr, env: Env, where: string): SQL {
    const t = this.expr(e, env);
    if (t.type !== 'boolean')
      throw odataError(`'${where}' işleneni bir koşul olmalıdır, ${TYPE_NAME[t.type]} bulundu.`);
    return t.sql;
  }

  private literal(l: Literal): Typed {
    switch (l.type) {
      case 'string':
        return { sql: sql`${l.value}::text`, type: 'string' };
      case 'number':
        return { sql: sql`${l.value}::numeric`, type: 'decimal' };
      case 'boolean':
        return { sql: sql.raw(l.value ? 'true' : 'false'), type: 'boolean' };
      case 'datetime':
        return { sql: sql`${l.value}::timestamptz`, type: 'datetime' };
      case 'null':
        return { sql: sql`null`, type: 'null' };
    }
  }

  /** A literal compared with a value of type `type`: checked, then cast to match (keeps indexes usable). */
  private literalAs(l: Literal, type: ValueType, op: string): SQL {
    if (l.type === 'null') return sql`null`;
    if (l.type === 'number' && NUMERIC.has(type)) {
      if (!l.value.includes('.') && (type === 'int32' || type === 'int64')) {
        const big = BigInt(l.value);
        const max = type === 'int32' ? INT32_MAX : INT64_MAX;
        if (big <= max && big >= -max - 1n) {
          return type === 'int32' ? sql`${l.value}::int4` : sql`${l.value}::int8`;
        }
      }
      return sql`${l.value}::numeric`;
    }
    const natural = this.literal(l);
    if (natural.type !== type) throw mismatch(type, natural.type, op);
    return natural.sql;
  }

  /** Compiles both operands; a literal takes the type of the other side. */
  private operands(left: Expr, right: Expr, env: Env, op: string): [Typed, Typed] {
    if (left.kind === 'literal' && right.kind !== 'literal') {
      const r = this.expr(right, env);
      return [{ sql: this.literalAs(left, r.type, op), type: left.type === 'null' ? 'null' : r.type }, r];
    }
    const l = this.expr(left, env);
    if (right.kind === 'literal' && left.kind !== 'literal') {
      return [l, { sql: this.literalAs(right, l.type, op), type: right.type === 'null' ? 'null' : l.type }];
    }
    return [l, this.expr(right, env)];
  }

  private compare(op: ComparisonOp, left: Expr, right: Expr, env: Env): Typed {
    const [l, r] = this.operands(left, right, env, op);
    if (l.type === 'null' || r.type === 'null') {
      if (op !== 'eq' && op !== 'ne') throw odataError(`null yalnızca eq ve ne ile karşılaştırılabilir (${op}).`);
      if (l.type === 'null' && r.type === 'null')
        return { sql: sql.raw(op === 'eq' ? 'true' : 'false'), type: 'boolean' };
      const other = l.type === 'null' ? r : l;
      return { sql: sql`(${other.sql} ${sql.raw(op === 'eq' ? 'is null' : 'is not null')})`, type: 'boolean' };
    }
    const comparable = l.type === r.type || (NUMERIC.has(l.type) && NUMERIC.has(r.type));
    if (!comparable) throw mismatch(l.type, r.type, op);
    if (l.type === 'boolean' && op !== 'eq' && op !== 'ne') {
      throw odataError(`Mantıksal değerler yalnızca eq ve ne ile karşılaştırılabilir (${op}).`);
    }
    return { sql: sql`(${l.sql} ${sql.raw(SQL_OP[op])} ${r.sql})`, type: 'boolean' };
  }

  private call(e: CallExpr, env: Env): Typed {
    const arg = (i: number, type: PropType): SQL => {
      const a = e.args[i];
      if (a.kind === 'literal') return this.literalAs(a, type, e.name);
      const t = this.expr(a, env);
      if (t.type !== type && !(type === 'string' && t.type === 'null')) {
        throw odataError(
          `${e.name} fonksiyonu ${TYPE_NAME[type]} bekler, ${TYPE_NAME[t.type]} verildi (konum ${e.position}).`,
        );
      }
      return t.sql;
    };
    switch (e.name) {
      case 'contains':
        // strpos, not LIKE: '%' and '_' in the search text are ordinary characters.
        return { sql: sql`(strpos(${arg(0, 'string')}, ${arg(1, 'string')}) > 0)`, type: 'boolean' };
      case 'startswith':
        return { sql: sql`starts_with(${arg(0, 'string')}, ${arg(1, 'string')})`, type: 'boolean' };
      case 'endswith': {
        const needle = arg(1, 'string');
        return { sql: sql`(right(${arg(0, 'string')}, length(${needle})) = ${needle})`, type: 'boolean' };
      }
      case 'tolower':
        return { sql: trLower(arg(0, 'string')), type: 'string' };
      case 'toupper':
        return { sql: trUpper(arg(0, 'string')), type: 'string' };
      case 'year':
      case 'month':
      case 'day':
        // Calendar parts as the product shows dates: in Istanbul time.
        return {
          sql: sql`extract(${sql.raw(e.name)} from (${arg(0, 'datetime')}) at time zone 'Europe/Istanbul')::int4`,
          type: 'int32',
        };
      case 'now':
        return { sql: sql`${this.ctx.now.toISOString()}::timestamptz`, type: 'datetime' };
    }
  }

  private startScope(p: PathExpr, env: Env): Scope {
    return p.variable ? env.vars.get(p.variable)! : env.root;
  }

  private path(p: PathExpr, env: Env): Typed {
    return this.walk(this.startScope(p, env), p.segments, 0, p);
  }

  /** Resolves `A/B/C` through to-one navigations as correlated scalar subqueries. */
  private walk(scope: Scope, segs: string[], i: number, p: PathExpr): Typed {
    const name = segs[i];
    const last = i === segs.length - 1;
    const prop = propOf(scope.entity, name);
    if (prop) {
      if (!last) throw odataError(`'${name}' bir gezinme özelliği değil: ${segs.join('/')}`);
      return { sql: prop.expr(scope.alias), type: prop.type };
    }
    const nav = navOf(scope.entity, name);
    if (!nav) throw odataError(`Bilinmeyen özellik: ${name}`);
    if (nav.many) {
      throw odataError(`'${name}' bir koleksiyon; yalnızca any/all ile kullanılabilir, ör. ${name}/any(x: ...)`);
    }
    if (last) throw odataError(`'${name}' bir gezinme özelliği; bir alt özellik seçin, ör. ${name}/Adi`);
    const target = nav.target();
    const alias = this.newAlias();
    const inner = this.walk({ entity: target, alias }, segs, i + 1, p);
    const conds = [
      sql`${columnRef(alias, nav.targetColumn)} = ${columnRef(scope.alias, nav.sourceColumn)}`,
      ...reachConditions(this.ctx, target, alias, nav),
    ];
    return {
      sql: sql`(select ${inner.sql} from ${sql.identifier(target.table)} ${alias} where ${sql.join(conds, sql` and `)})`,
      type: inner.type,
    };
  }

  private lambda(e: LambdaExpr, env: Env): Typed {
    const start = this.startScope(e.collection, env);
    const segs = e.collection.segments;
    const name = segs[0];
    const nav = navOf(start.entity, name);
    if (!nav) {
      if (propOf(start.entity, name))
        throw odataError(`'${name}' bir koleksiyon değil; ${e.op} yalnızca koleksiyonlarda kullanılabilir.`);
      throw odataError(`Bilinmeyen özellik: ${name}`);
    }
    if (!nav.many) throw odataError(`'${name}' bir koleksiyon değil; ${e.op} yalnızca koleksiyonlarda kullanılabilir.`);
    if (segs.length !== 1)
      throw odataError(`${e.op} yalnızca doğrudan bir koleksiyon üzerinde kullanılabilir: ${segs.join('/')}`);
    const target = nav.target();
    const alias = this.newAlias();
    const conds: SQL[] = [
      sql`${columnRef(alias, nav.targetColumn)} = ${columnRef(start.alias, nav.sourceColumn)}`,
      ...reachConditions(this.ctx, target, alias, nav),
    ];
    if (e.predicate && e.variable) {
      const vars = new Map(env.vars).set(e.variable, { entity: target, alias });
      const pred = this.bool(e.predicate, { root: env.root, vars }, e.op);
      conds.push(e.op === 'any' ? pred : sql`((${pred}) is not true)`);
    }
    const body = sql`select 1 from ${sql.identifier(target.table)} ${alias} where ${sql.join(conds, sql` and `)}`;
    return { sql: e.op === 'any' ? sql`exists (${body})` : sql`not exists (${body})`, type: 'boolean' };
  }
}

function mismatch(a: ValueType, b: ValueType, op: string) {
  return odataError(`Tür uyuşmazlığı: ${TYPE_NAME[a]} ile ${TYPE_NAME[b]} karşılaştırılamaz (${op}).`);
}
