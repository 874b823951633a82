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

/**
 * 501 for a well-formed request the service does not implement ($search, $apply, a $format other
 * than JSON…): OData Part 1 §9.3.1 asks for 501, not 400, so a standard client can tell "not here"
 * from "wrong" (docs/architecture.md §11).
 */
export class ODataNotImplemented extends ApiError {
  constructor(message: string) {
    super(501, 'NotImplemented', message);
  }
}

export const odataNotImplemented = (message: string) => new ODataNotImplemented(message);
