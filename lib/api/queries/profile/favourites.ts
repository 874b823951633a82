import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { removeFavourite } from '../../favourites';
import { toast } from '../../../toast/toast-store';
import { favouriteKeys, favouritePageQuery } from '../favourites';
import { profileErrorText } from './errors';

/** SPEC §8: favourite removal toasts for 1500 ms. */
export const FAVOURITE_REMOVED = 'Favorilerden kaldırıldı.';
const REMOVED_TOAST_MS = 1500;

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
      toast.success(FAVOURITE_REMOVED, REMOVED_TOAST_MS);
      if (cariId !== null) await queryClient.invalidateQueries({ queryKey: [...favouriteKeys.all, cariId] });
    },
    onError: (err) => toast.error(profileErrorText(err, 'errors')),
  });
}
