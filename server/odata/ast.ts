/**
 * Typed AST of $filter and $orderby expressions. The parser produces it without knowing any
 * entity; compile.ts binds it to an entity set's allow-list and turns it into SQL.
 */

export type ComparisonOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type LogicalOp = 'and' | 'or';
export type FunctionName =
  | 'contains'
  | 'startswith'
  | 'endswith'
  | 'tolower'
  | 'toupper'
  | 'year'
  | 'month'
  | 'day'
  | 'now';

export type Literal =
  | { kind: 'literal'; type: 'string'; value: string }
  /** Kept as the source text so large or exact decimals lose nothing before they reach SQL. */
  | { kind: 'literal'; type: 'number'; value: string }
  | { kind: 'literal'; type: 'boolean'; value: boolean }
  | { kind: 'literal'; type: 'null'; value: null }
  /** ISO 8601 instant (normalised with toISOString); `dateOnly` marks a plain date in the input. */
  | { kind: 'literal'; type: 'datetime'; value: string; dateOnly?: boolean };

/**
 * A member path such as `Baslik`, `IhaleDurumu/Adi` or, inside a lambda, `k/AcilisFiyati`.
 * `variable` names the lambda variable the path starts from; without it the path starts at the
 * entity being filtered ($it).
 */
export interface PathExpr {
  kind: 'path';
  variable?: string;
  segments: string[];
  /** 1-based position in the option text, for messages. */
  position: number;
}

export interface ComparisonExpr {
  kind: 'compare';
  op: ComparisonOp;
  left: Expr;
  right: Expr;
}

export interface LogicalExpr {
  kind: 'logical';
  op: LogicalOp;
  left: Expr;
  right: Expr;
}

export interface NotExpr {
  kind: 'not';
  operand: Expr;
}

export interface InExpr {
  kind: 'in';
  left: Expr;
  list: Literal[];
}

export interface CallExpr {
  kind: 'call';
  name: FunctionName;
  args: Expr[];
  position: number;
}

export interface LambdaExpr {
  kind: 'lambda';
  op: 'any' | 'all';
  /** The collection navigation the lambda ranges over. */
  collection: PathExpr;
  /** Absent for the argument-less `Kalemleri/any()`. */
  variable?: string;
  predicate?: Expr;
}

export type Expr = Literal | PathExpr | ComparisonExpr | LogicalExpr | NotExpr | InExpr | CallExpr | LambdaExpr;

export interface OrderByItem {
  expr: Expr;
  direction: 'asc' | 'desc';
}
