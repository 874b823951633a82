import type { ComparisonOp, Expr, FunctionName, LambdaExpr, Literal, OrderByItem, PathExpr } from './ast';
import { odataError } from './errors';
import { tokenize, type Token } from './lexer';
import { MAX_DEPTH, MAX_IN_LIST, MAX_LAMBDAS } from './limits';

const COMPARISON: ReadonlySet<string> = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

/** Supported functions and how many arguments each takes. */
const FUNCTIONS: ReadonlyMap<string, number> = new Map<FunctionName, number>([
  ['contains', 2],
  ['startswith', 2],
  ['endswith', 2],
  ['tolower', 1],
  ['toupper', 1],
  ['year', 1],
  ['month', 1],
  ['day', 1],
  ['now', 0],
]);

/** Parses a $filter value into an AST. Throws ODataError (400) naming the problem. */
export function parseFilter(text: string): Expr {
  const p = new Parser(text);
  const expr = p.parseOr();
  p.expectEnd();
  return expr;
}

/** Parses a $orderby value: `expr [asc|desc], …`. */
export function parseOrderBy(text: string): OrderByItem[] {
  const p = new Parser(text);
  const items: OrderByItem[] = [];
  for (;;) {
    const expr = p.parseOr();
    let direction: 'asc' | 'desc' = 'asc';
    const t = p.peek();
    if (t.type === 'ident' && (t.value === 'asc' || t.value === 'desc')) {
      direction = t.value;
      p.next();
    }
    items.push({ expr, direction });
    if (p.peek().type !== ',') break;
    p.next();
  }
  p.expectEnd();
  return items;
}

function describe(t: Token): string {
  switch (t.type) {
    case 'eof':
      return 'ifade sonu';
    case 'ident':
    case 'number':
      return `'${t.value}'`;
    case 'string':
      return 'metin';
    case 'datetime':
      return 'tarih';
    default:
      return `'${t.type}'`;
  }
}

/**
 * Recursive descent over the token list. Precedence, lowest first: or, and, not, comparison/in,
 * primary. `not` takes a whole comparison (`not Fiyat gt 5` = `not (Fiyat gt 5)`).
 * Every construct that can nest (parentheses, not, calls, lambdas) counts towards MAX_DEPTH, so
 * recursion never goes deeper than that whatever the input.
 */
class Parser {
  private readonly tokens: Token[];
  private i = 0;
  private depth = 0;
  private lambdas = 0;
  /** Lambda variables in scope, innermost last. */
  private readonly vars: string[] = [];

  constructor(text: string) {
    this.tokens = tokenize(text);
  }

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)];
  }

  next(): Token {
    const t = this.peek();
    if (this.i < this.tokens.length - 1) this.i++;
    return t;
  }

  expectEnd() {
    const t = this.peek();
    if (t.type !== 'eof') throw odataError(`Beklenmeyen ${describe(t)} (konum ${t.pos}).`);
  }

  private expect(type: Token['type'], what: string): Token {
    const t = this.peek();
    if (t.type !== type) {
      throw odataError(`${what} bekleniyordu, ${describe(t)} bulundu (konum ${t.pos}).`);
    }
    return this.next();
  }

  private enter() {
    if (++this.depth > MAX_DEPTH) {
      throw odataError(`İfade çok derin iç içe: en fazla ${MAX_DEPTH} seviye desteklenir.`);
    }
  }

  private leave() {
    this.depth--;
  }

  parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isKeyword('or')) {
      this.next();
      left = { kind: 'logical', op: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseNot();
    while (this.isKeyword('and')) {
      this.next();
      left = { kind: 'logical', op: 'and', left, right: this.parseNot() };
    }
    return left;
  }

  private parseNot(): Expr {
    if (this.isKeyword('not')) {
      this.next();
      this.enter();
      const operand = this.parseNot();
      this.leave();
      return { kind: 'not', operand };
    }
    return this.parseComparison();
  }

  private parseComparison(): Expr {
    const left = this.parsePrimary();
    const t = this.peek();
    if (t.type === 'ident' && COMPARISON.has(t.value)) {
      this.next();
      return { kind: 'compare', op: t.value as ComparisonOp, left, right: this.parsePrimary() };
    }
    if (t.type === 'ident' && t.value === 'in') {
      this.next();
      return { kind: 'in', left, list: this.parseInList() };
    }
    return left;
  }

  private parseInList(): Literal[] {
    this.expect('(', "'('");
    const list: Literal[] = [];
    for (;;) {
      const t = this.peek();
      const lit = this.literalOf(t, this.peek(1));
      if (!lit) throw odataError(`in listesinde yalnızca sabit değerler olabilir (konum ${t.pos}).`);
      this.next();
      list.push(lit);
      if (list.length > MAX_IN_LIST) {
        throw odataError(`in listesi en fazla ${MAX_IN_LIST} değer içerebilir.`);
      }
      if (this.peek().type === ',') {
        this.next();
        continue;
      }
      this.expect(')', "',' ya da ')'");
      return list;
    }
  }

  private literalOf(t: Token, after: Token): Literal | null {
    switch (t.type) {
      case 'string':
        return { kind: 'literal', type: 'string', value: t.value };
      case 'number':
        return { kind: 'literal', type: 'number', value: t.value };
      case 'datetime':
        return t.dateOnly
          ? { kind: 'literal', type: 'datetime', value: t.value, dateOnly: true }
          : { kind: 'literal', type: 'datetime', value: t.value };
      case 'ident': {
        // A keyword literal only when it is not the start of a path or a call.
        if (after.type === '/' || after.type === '(') return null;
        if (t.value === 'true' || t.value === 'false')
          return { kind: 'literal', type: 'boolean', value: t.value === 'true' };
        if (t.value === 'null') return { kind: 'literal', type: 'null', value: null };
        return null;
      }
      default:
        return null;
    }
  }

  private parsePrimary(): Expr {
    const t = this.peek();
    if (t.type === '(') {
      this.next();
      this.enter();
      const inner = this.parseOr();
      this.leave();
      this.expect(')', "')'");
      return inner;
    }
    if (t.type === 'string' || t.type === 'number' || t.type === 'datetime') {
      this.next();
      return this.literalOf(t, this.peek())!;
    }
    if (t.type !== 'ident') throw odataError(`Beklenmeyen ${describe(t)} (konum ${t.pos}).`);

    const after = this.peek(1);
    if (after.type === '(') return this.parseCall();
    if (after.type !== '/' && (t.value === 'true' || t.value === 'false' || t.value === 'null')) {
      this.next();
      return t.value === 'null'
        ? { kind: 'literal', type: 'null', value: null }
        : { kind: 'literal', type: 'boolean', value: t.value === 'true' };
    }
    if (isOperatorWord(t.value)) throw odataError(`Beklenmeyen '${t.value}' (konum ${t.pos}).`);
    return this.parsePathOrLambda();
  }

  private parseCall(): Expr {
    const nameTok = this.next() as Extract<Token, { type: 'ident' }>;
    const arity = FUNCTIONS.get(nameTok.value);
    if (arity === undefined) {
      if (nameTok.value === 'any' || nameTok.value === 'all') {
        throw odataError(
          `${nameTok.value} bir koleksiyon yolundan sonra gelmelidir, ör. Kalemleri/${nameTok.value}(...) (konum ${nameTok.pos}).`,
        );
      }
      throw odataError(`Bilinmeyen fonksiyon: ${nameTok.value} (konum ${nameTok.pos}).`);
    }
    this.next(); // (
    this.enter();
    const args: Expr[] = [];
    if (this.peek().type !== ')') {
      for (;;) {
        args.push(this.parseOr());
        if (this.peek().type !== ',') break;
        this.next();
      }
    }
    this.expect(')', "')'");
    this.leave();
    if (args.length !== arity) {
      throw odataError(`${nameTok.value} fonksiyonu ${arity} argüman alır (konum ${nameTok.pos}).`);
    }
    return { kind: 'call', name: nameTok.value as FunctionName, args, position: nameTok.pos };
  }

  private parsePathOrLambda(): Expr {
    const first = this.next() as Extract<Token, { type: 'ident' }>;
    const path: PathExpr = { kind: 'path', segments: [], position: first.pos };
    if (this.vars.includes(first.value)) path.variable = first.value;
    else path.segments.push(first.value);

    while (this.peek().type === '/') {
      this.next();
      const seg = this.expect('ident', 'Özellik adı');
      if (seg.type !== 'ident') break;
      if ((seg.value === 'any' || seg.value === 'all') && this.peek().type === '(') {
        if (path.segments.length === 0) {
          throw odataError(
            `Lambda değişkeni tek başına koleksiyon olarak kullanılamaz: ${path.variable} (konum ${first.pos}).`,
          );
        }
        return this.parseLambda(seg.value, path, seg.pos);
      }
      path.segments.push(seg.value);
    }
    if (path.segments.length === 0) {
      throw odataError(`Lambda değişkeni tek başına kullanılamaz: ${path.variable} (konum ${first.pos}).`);
    }
    return path;
  }

  private parseLambda(op: 'any' | 'all', collection: PathExpr, pos: number): LambdaExpr {
    if (++this.lambdas > MAX_LAMBDAS) {
      throw odataError(`Bir ifadede en fazla ${MAX_LAMBDAS} any/all kullanılabilir (konum ${pos}).`);
    }
    this.next(); // (
    this.enter();
    if (this.peek().type === ')') {
      if (op === 'all') throw odataError(`all için bir koşul gerekir, ör. all(k: ...) (konum ${pos}).`);
      this.next();
      this.leave();
      return { kind: 'lambda', op, collection };
    }
    const v = this.expect('ident', 'Lambda değişkeni');
    if (v.type !== 'ident') throw odataError(`Lambda değişkeni bekleniyordu (konum ${v.pos}).`);
    if (this.vars.includes(v.value)) {
      throw odataError(`Lambda değişkeni zaten kullanılıyor: ${v.value} (konum ${v.pos}).`);
    }
    if (isOperatorWord(v.value) || v.value === 'true' || v.value === 'false' || v.value === 'null') {
      throw odataError(`Lambda değişkeni olarak kullanılamaz: ${v.value} (konum ${v.pos}).`);
    }
    this.expect(':', "':'");
    this.vars.push(v.value);
    const predicate = this.parseOr();
    this.vars.pop();
    this.expect(')', "')'");
    this.leave();
    return { kind: 'lambda', op, collection, variable: v.value, predicate };
  }

  private isKeyword(word: string): boolean {
    const t = this.peek();
    return t.type === 'ident' && t.value === word;
  }
}

function isOperatorWord(w: string): boolean {
  return w === 'and' || w === 'or' || w === 'not' || w === 'in' || COMPARISON.has(w);
}
