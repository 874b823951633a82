'use client';
import { Icon } from '@/components/ui/icon';
import { HowToRegOutlinedIcon } from '@/components/ui/icons/how-to-reg-outlined';
import styles from './auction-controls.module.css';

const JOIN_BUTTON_TEXT = 'İhaleye Katıl';

/**
 * 'İhaleye Katıl' (docs/spec.md §4 "Join and bid flow"), the same for a visitor and a signed-in user.
 * Disabled when the account's deposit falls short (issue #36 item 4): the dialog would only refuse
 * afterwards; `describedBy` names the note that says why.
 */
export function JoinButton({
  onClick,
  disabled = false,
  describedBy,
}: {
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={describedBy}
      className={`btn btn-primary btn-lg ${styles.join}`}
    >
      <Icon def={HowToRegOutlinedIcon} size={22} />
      {JOIN_BUTTON_TEXT}
    </button>
  );
}

/** Same height as the button it becomes: nothing shifts when the session or the record is known. */
export function JoinPlaceholder() {
  return <div aria-hidden className={`skeleton ${styles.joinPlaceholder}`} />;
}
