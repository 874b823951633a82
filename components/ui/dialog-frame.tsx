'use client';
import { type ReactNode, useId } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The portal's modal dialog frame (an MUI island): full width up to `maxWidth`, named by its title
 * (aria-labelledby) in the portal's navy, closed by Escape and the backdrop through `onClose`.
 * Content and actions are MUI's DialogContent and DialogActions as children.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  describedBy,
  maxWidth = 'sm',
  onExited,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The id of the text that explains the dialog, when there is one. */
  describedBy?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** After the closing transition, e.g. to empty a form kept mounted for the next opening. */
  onExited?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle id={titleId} sx={{ color: 'primary.main', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
