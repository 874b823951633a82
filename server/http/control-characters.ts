import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, payloadHasForbiddenCharacter } from '../../lib/rules/text-characters';
import { badRequest } from './errors';

/**
 * Every text that reaches a handler passes here first: the parsed body (JSON or form), the query
 * string (OData options included) and the path parameters. A control character anywhere is a 400
 * with one Turkish message, before any handler, query or database sees it (lib/rules/text-characters).
 * Registered once on the root app, so a route added later is covered without doing anything.
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      payloadHasForbiddenCharacter(request.body) ||
      payloadHasForbiddenCharacter(request.query) ||
      payloadHasForbiddenCharacter(request.params)
    ) {
      throw badRequest(CONTROL_CHARACTER_MESSAGE, 'InvalidCharacters');
    }
  });
}
