'use client';
import IconButton from '@mui/material/IconButton';
import { Icon } from '@/components/ui/icon';
import { ArrowDownwardIcon } from '@/components/ui/icons/arrow-downward';
import { ArrowUpwardIcon } from '@/components/ui/icons/arrow-upward';

/** Move an item one place up or down: buttons, so ordering never needs dragging (keyboard, screen readers). */
export function OrderButtons({
  name,
  first,
  last,
  disabled,
  onMove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <>
      <IconButton aria-label={`Yukarı taşı: ${name}`} disabled={disabled || first} onClick={() => onMove(-1)}>
        <Icon def={ArrowUpwardIcon} />
      </IconButton>
      <IconButton aria-label={`Aşağı taşı: ${name}`} disabled={disabled || last} onClick={() => onMove(1)}>
        <Icon def={ArrowDownwardIcon} />
      </IconButton>
    </>
  );
}
