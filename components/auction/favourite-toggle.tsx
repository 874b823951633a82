'use client';
import { useSession } from '@/lib/session/use-session';
import { FAVOURITE_MESSAGES } from '@/lib/rules/favourite-messages';
import { TOAST_MS } from '@/lib/toast/toast-durations';
import { toast } from '@/lib/toast/toast-store';
import { clientIsland } from '@/components/common/client-island';
import { FavouriteButton } from './favourite-button';

type Variant = 'card' | 'detail';

// The account's favourites and the add/remove calls, with react-query: loaded after hydration and
// only for a signed-in user (docs/architecture.md §3 "Light on a phone"); until then the button of
// the same variant stands in, busy, so nothing moves.
const SignedInFavouriteToggle = clientIsland(
  () => import('./signed-in-favourite-toggle').then((m) => m.SignedInFavouriteToggle),
  ({ variant }: { variant: Variant }) => (
    <FavouriteButton variant={variant} isFavourite={false} busy disabled onClick={() => {}} />
  ),
);

/**
 * The favourite toggle of cards and the detail (docs/spec.md §4, §5, §8). It needs a signed-in user with
 * an active account; a visitor is told so.
 */
export function FavouriteToggle({ ihaleId, variant = 'detail' }: { ihaleId: number; variant?: Variant }) {
  const { userInfos } = useSession();
  const cariId = userInfos?.aktifCariId ?? null;
  if (cariId !== null) return <SignedInFavouriteToggle ihaleId={ihaleId} variant={variant} cariId={cariId} />;
  return (
    <FavouriteButton
      variant={variant}
      isFavourite={false}
      onClick={() => toast.warning(FAVOURITE_MESSAGES.loginRequired, TOAST_MS.standard)}
    />
  );
}
