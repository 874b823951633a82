import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removeFavourite } from '../../favourites';
import { FAVOURITE_MESSAGES } from '../../../rules/favourite-messages';
import { TOAST_MS } from '../../../toast/toast-durations';
import { toast } from '../../../toast/toast-store';
import { favouriteKeys, favouritePageQuery } from '../favourites';
import { profileErrorText } from './errors';

/**
 * Favori İhalelerim reads the pages the favourites module already defines (lib/api/favourites.ts,
 * FavoriIhaleOData with Ihale expanded, 10 a page, Id desc), so the toggles and the table share keys.
 */
export function useFavouritePage(cariId: number | null, page: number) {
  return useQuery({
    ...favouritePageQuery(cariId ?? 0, page),
    enabled: cariId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Removing a favourite: then the toggles' index and every page reload (the screen goes back to page 1). */
export function useRemoveFavourite(cariId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favouriteId: number) => removeFavourite(favouriteId),
    onSuccess: async () => {
      toast.success(FAVOURITE_MESSAGES.removed, TOAST_MS.favourite);
      if (cariId !== null) await queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, cariId] });
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}
