import { z } from 'zod';
import { DOCUMENT_MESSAGES } from '../contract/documents';
import { cariIdSchema, idSchema } from './profile-schemas';

/** A money document's route: the row or tender id in the path, the acting account in the query. */
export const documentParamsSchema = z.object({ id: idSchema(DOCUMENT_MESSAGES.badId, DOCUMENT_MESSAGES.badId) });
export const documentQuerySchema = z.object({ cariId: cariIdSchema });
