import { statusStyle } from '@/lib/rules/status-style';
import styles from './tender-card.module.css';

/** A tender status label in the status's own colours (lib/rules/status-style.ts). */
export function StatusChip({
  statusId,
  name,
  size = 'small',
}: {
  statusId: number;
  name?: string;
  size?: 'small' | 'medium';
}) {
  const s = statusStyle(statusId, name);
  return (
    <span
      data-status={statusId}
      className={size === 'small' ? styles.chip : `${styles.chip} ${styles.chipMedium}`}
      style={{ borderColor: s.border, backgroundColor: s.background, color: s.color }}
    >
      <span aria-hidden className={styles.chipDot} />
      {s.label}
    </span>
  );
}
