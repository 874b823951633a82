import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../../auth/request-auth';
import type { Expr, Literal } from '../../odata/ast';
import { executeODataQuery } from '../../odata/execute';
import type { EntitySetDef } from '../../odata/model';
import { parseQueryString, rawQueryOf, type QueryOptions } from '../../odata/query-options';

/**
 * The literals a filter compares a top-level property with by equality: `P eq x`, `x eq P` and
 * `P in (x, y)`, anywhere in the expression (under and/or/not too). Scoped sets pass each one
 * through the ownership check, so naming another account's id is a 403 — and the set's base
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

/**
 * Serves a caller-scoped entity set at `GET /external-odata/<Set>`: sign-in required (401),
 * `guard` checks the ids the query names (403), the set's base filter applies the scope.
 */
export function registerScopedODataSet(
  app: FastifyInstance,
  set: EntitySetDef,
  guard: (request: FastifyRequest, options: QueryOptions) => void | Promise<void>,
) {
  app.get(`/external-odata/${set.name}`, { preHandler: requireAuth }, async (request, reply) => {
    const options = parseQueryString(rawQueryOf(request.url));
    await guard(request, options);
    const result = await executeODataQuery(app.db, set, options, {
      now: app.now(),
      cariIds: request.auth?.cariIds ?? [],
      personCariId: request.auth?.personCariId ?? null,
    });
    // Personal data: never stored by shared caches.
    reply.header('Cache-Control', 'no-store');
    return result;
  });
}
