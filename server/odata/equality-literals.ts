import type { Expr, Literal } from './ast';

/**
 * The literals a filter compares a top-level property with by equality: `P eq x`, `x eq P` and
 * `P in (x, y)`, anywhere in the expression (under and/or/not too). Per-caller sets pass each one
 * through their `scope` check (registerODataSet, route.ts), so naming another account's id is a 403 — and the set's base
 * filter still keeps other accounts' rows out whatever the rest of the filter says.
 */
export function equalityLiterals(expr: Expr | undefined, property: string): Literal[] {
  const found: Literal[] = [];
  const isProp = (e: Expr) => e.kind === 'path' && !e.variable && e.segments.length === 1 && e.segments[0] === property;
  const walk = (e: Expr | undefined) => {
    if (!e) return;
    switch (e.kind) {
      case 'compare':
        if (e.op === 'eq' && isProp(e.left) && e.right.kind === 'literal') found.push(e.right);
        else if (e.op === 'eq' && isProp(e.right) && e.left.kind === 'literal') found.push(e.left);
        walk(e.left);
        walk(e.right);
        break;
      case 'logical':
        walk(e.left);
        walk(e.right);
        break;
      case 'not':
        walk(e.operand);
        break;
      case 'in':
        if (isProp(e.left)) found.push(...e.list);
        break;
      default:
        break;
    }
  };
  walk(expr);
  return found;
}
