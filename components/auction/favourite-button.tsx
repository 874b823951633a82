'use client';
import { Icon } from '@/components/ui/icon';
import { FavoriteBorderIcon } from '@/components/ui/icons/favorite-border';
import { FavoriteIcon } from '@/components/ui/icons/favorite';
import styles from './favourite-button.module.css';

interface Props {
  variant: 'card' | 'detail';
  isFavourite: boolean;
  busy?: boolean;
  /** While the signed-in toggle loads: a click must wait for it, not fall on a stand-in that does nothing. */
  disabled?: boolean;
  onClick: () => void;
}

/** The favourite toggle's button (favourite-toggle.tsx), the same for a visitor and a signed-in user. */
export function FavouriteButton({ variant, isFavourite, busy = false, disabled = false, onClick }: Props) {
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
      aria-busy={busy || undefined}
      disabled={disabled}
      data-testid="favourite-toggle"
      className={
        card ? `icon-btn icon-btn-sm ${styles.favourite} ${styles.favouriteCard}` : `icon-btn ${styles.favourite}`
      }
    >
      <Icon def={isFavourite ? FavoriteIcon : FavoriteBorderIcon} size={card ? 20 : 24} />
    </button>
  );
}
