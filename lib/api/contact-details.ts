import type { ContactDetails } from '../rules/contact-details';
import { ApiRequestError, apiRequest } from './http';

/**
 * The institution's contact details for /iletisim and the cookie policy (GET v1/IletisimBilgileri,
 * edited by Destek: docs/architecture.md §8 Content). Never cached, so a change shows at once;
 * null when the portal has none.
 */
export async function fetchContactDetails(): Promise<ContactDetails | null> {
  try {
    return await apiRequest<ContactDetails>('/v1/IletisimBilgileri');
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}
