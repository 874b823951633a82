'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Icon } from '@/components/ui/icon';
import { FavoriteBorderIcon } from '@/components/ui/icons/favorite-border';
import { FavoriteIcon } from '@/components/ui/icons/favorite';
import { addFavourite, type FavouriteIndex, removeFavourite } from '@/lib/api/favourites';
import { ApiRequestError } from '@/lib/api/http';
import { favouriteIndexQuery, favouriteKeys } from '@/lib/api/queries/favourites';
import { useSession } from '@/lib/session/use-session';
import { FAVOURITE_MESSAGES } from '@/lib/rules/favourite-messages';
import { TOAST_MS } from '@/lib/toast/toast-durations';
import { toast } from '@/lib/toast/toast-store';
import styles from '@/components/tenders/tender-card.module.css';

const errorText = (err: unknown) => (err instanceof ApiRequestError ? err.toastText('errors') : (err as Error).message);

/**
 * The favourite toggle of cards and the detail (docs/spec.md §4, §5, §8). It needs a signed-in user with
 * an active account; the state comes from the account's favourites, fetched in the browser (public
 * pages are rendered anonymously on the server).
 */
export function FavouriteToggle({ ihaleId, variant = 'detail' }: { ihaleId: number; variant?: 'card' | 'detail' }) {
  const { userInfos } = useSession();
  const cariId = userInfos?.aktifCariId ?? null;
  const queryClient = useQueryClient();
  const index = useQuery({ ...favouriteIndexQuery(cariId ?? 0), enabled: cariId !== null });
  const favouriteId = index.data?.[ihaleId];
  const isFavourite = favouriteId !== undefined;

  const setIndex = (update: (i: FavouriteIndex) => FavouriteIndex) => {
    if (cariId === null) return;
    queryClient.setQueryData<FavouriteIndex>(favouriteKeys.index(cariId), (old) => update({ ...(old ?? {}) }));
  };

  const mutation = useMutation({
    mutationFn: async (): Promise<'added' | 'removed'> => {
      if (cariId === null) throw new Error(FAVOURITE_MESSAGES.loginRequired);
      // A click before the account's favourites arrived waits for them instead of guessing.
      const current = (await queryClient.ensureQueryData(favouriteIndexQuery(cariId)))[ihaleId];
      if (current !== undefined) {
        await removeFavourite(current);
        setIndex((i) => {
          delete i[ihaleId];
          return i;
        });
        return 'removed';
      }
      const id = await addFavourite(ihaleId, cariId);
      setIndex((i) => ({ ...i, [ihaleId]: id }));
      return 'added';
    },
    onSuccess: (result) => {
      toast.success(FAVOURITE_MESSAGES[result], TOAST_MS.favourite);
      // Other screens (the profile's favourites table) read the pages: let them reload.
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.all, predicate: (q) => q.queryKey[2] === 'page' });
    },
    onError: (err) => toast.error(errorText(err)),
  });

  const onClick = () => {
    if (cariId === null) {
      toast.warning(FAVOURITE_MESSAGES.loginRequired, TOAST_MS.standard);
      return;
    }
    if (!mutation.isPending) mutation.mutate();
  };

  const label = isFavourite ? 'Favorilerden kaldır' : 'Favorilere ekle';
  const card = variant === 'card';
  // A native title instead of MUI's Tooltip: the same hint without Popper on every card.
  return (
    <button
      type="button"
      title={label}
      onClick={onClick}
      aria-label={label}
      aria-pressed={isFavourite}
      aria-busy={mutation.isPending || undefined}
      data-testid="favourite-toggle"
      className={
        card ? `icon-btn icon-btn-sm ${styles.favourite} ${styles.favouriteCard}` : `icon-btn ${styles.favourite}`
      }
    >
      <Icon def={isFavourite ? FavoriteIcon : FavoriteBorderIcon} size={card ? 20 : 24} />
    </button>
  );
}
