import { queryOptions } from '@tanstack/react-query';
import { fetchFavouriteIndex, fetchFavouritePage } from '../favourites';

/** Favourites of the active account (client-side: public pages are rendered anonymously). */
export const favouriteKeys = {
  all: ['favourites'] as const,
  index: (cariId: number) => ['favourites', cariId, 'index'] as const,
  page: (cariId: number, page: number) => ['favourites', cariId, 'page', page] as const,
};

export const favouriteIndexQuery = (cariId: number) =>
  queryOptions({ queryKey: favouriteKeys.index(cariId), queryFn: ({ signal }) => fetchFavouriteIndex(cariId, signal) });

export const favouritePageQuery = (cariId: number, page: number) =>
  queryOptions({
    queryKey: favouriteKeys.page(cariId, page),
    queryFn: ({ signal }) => fetchFavouritePage(cariId, page, signal),
  });
