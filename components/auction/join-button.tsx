'use client';
import { Icon } from '@/components/ui/icon';
import { HowToRegOutlinedIcon } from '@/components/ui/icons/how-to-reg-outlined';
import styles from './auction-controls.module.css';

const JOIN_BUTTON_TEXT = 'İhaleye Katıl';

/** 'İhaleye Katıl' (docs/spec.md §4 "Join and bid flow"), the same for a visitor and a signed-in user. */
export function JoinButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className={`btn btn-primary btn-lg ${styles.join}`}>
      <Icon def={HowToRegOutlinedIcon} size={22} />
      {JOIN_BUTTON_TEXT}
    </button>
  );
}

/** Same height as the button it becomes: nothing shifts when the session or the record is known. */
export function JoinPlaceholder() {
  return <div aria-hidden className={`skeleton ${styles.joinPlaceholder}`} />;
}
