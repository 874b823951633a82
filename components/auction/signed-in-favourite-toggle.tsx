'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryProvider } from '@/components/common/query-provider';
import { addFavourite, type FavouriteIndex, removeFavourite } from '@/lib/api/favourites';
import { ApiRequestError } from '@/lib/api/http';
import { favouriteIndexQuery, favouriteKeys } from '@/lib/api/queries/favourites';
import { FAVOURITE_MESSAGES } from '@/lib/rules/favourite-messages';
import { TOAST_MS } from '@/lib/toast/toast-durations';
import { toast } from '@/lib/toast/toast-store';
import { FavouriteButton } from './favourite-button';

const errorText = (err: unknown) => (err instanceof ApiRequestError ? err.toastText('errors') : (err as Error).message);

interface Props {
  ihaleId: number;
  variant: 'card' | 'detail';
  /** The active account, whose favourites these are. */
  cariId: number;
}

/**
 * A signed-in user's favourite toggle (favourite-toggle.tsx loads it after hydration): the state
 * comes from the account's favourites, fetched in the browser (public pages are rendered
 * anonymously on the server).
 */
export function SignedInFavouriteToggle(props: Props) {
  return (
    <QueryProvider>
      <Toggle {...props} />
    </QueryProvider>
  );
}

function Toggle({ ihaleId, variant, cariId }: Props) {
  const queryClient = useQueryClient();
  const index = useQuery(favouriteIndexQuery(cariId));
  const favouriteId = index.data?.[ihaleId];
  const isFavourite = favouriteId !== undefined;

  const setIndex = (update: (i: FavouriteIndex) => FavouriteIndex) => {
    queryClient.setQueryData<FavouriteIndex>(favouriteKeys.index(cariId), (old) => update({ ...(old ?? {}) }));
  };

  const mutation = useMutation({
    mutationFn: async (): Promise<'added' | 'removed'> => {
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
    if (!mutation.isPending) mutation.mutate();
  };

  return <FavouriteButton variant={variant} isFavourite={isFavourite} busy={mutation.isPending} onClick={onClick} />;
}
