'use client';
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session/use-session';
import { FAVOURITE_MESSAGES } from '@/lib/rules/favourite-messages';
import { TOAST_MS } from '@/lib/toast/toast-durations';
import { toast } from '@/lib/toast/toast-store';
import { FavouriteButton } from './favourite-button';

type Variant = 'card' | 'detail';

// The account's favourites and the add/remove calls, with react-query: loaded after hydration and
// only for a signed-in user (docs/architecture.md §3 "Light on a phone"). React.lazy rather than
// clientIsland (components/common/client-island.tsx) so the stand-in below can be the button of the
// same variant: nothing moves. (The server renders public pages anonymously, so this never renders
// there.)
const SignedInFavouriteToggle = lazy(() =>
  import('./signed-in-favourite-toggle').then((m) => ({ default: m.SignedInFavouriteToggle })),
);

/**
 * The favourite toggle of cards and the detail (docs/spec.md §4, §5, §8). It needs a signed-in user with
 * an active account; a visitor is told so.
 */
export function FavouriteToggle({ ihaleId, variant = 'detail' }: { ihaleId: number; variant?: Variant }) {
  const { userInfos } = useSession();
  const cariId = userInfos?.aktifCariId ?? null;
  if (cariId !== null) {
    return (
      <Suspense fallback={<FavouriteButton variant={variant} isFavourite={false} busy disabled onClick={() => {}} />}>
        <SignedInFavouriteToggle ihaleId={ihaleId} variant={variant} cariId={cariId} />
      </Suspense>
    );
  }
  return (
    <FavouriteButton
      variant={variant}
      isFavourite={false}
      onClick={() => toast.warning(FAVOURITE_MESSAGES.loginRequired, TOAST_MS.standard)}
    />
  );
}
