import { ApiError } from '../http/errors';

/**
 * A query the OData layer refuses: always a 400 in the API error shape, with a Turkish message
 * that names the problem (the property, the character and its position, the limit).
 */
export class ODataError extends ApiError {
  constructor(message: string) {
    super(400, 'InvalidODataQuery', message);
  }
}

export const odataError = (message: string) => new ODataError(message);
