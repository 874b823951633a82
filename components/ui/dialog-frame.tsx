'use client';
import { type ReactNode, useId } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The portal's modal dialog frame (an MUI island): full width up to `maxWidth`, named by its title
 * (aria-labelledby) in the portal's navy, closed by Escape and the backdrop through `onClose`
 * (without `onClose` it stays until its own buttons close it: a question the user must answer).
 * Content and actions are MUI's DialogContent and DialogActions as children.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  describedBy,
  maxWidth = 'sm',
  role,
  testId,
  onExited,
  children,
}: {
  open: boolean;
  onClose?: () => void;
  title: ReactNode;
  /** The id of the text that explains the dialog, when there is one. */
  describedBy?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** 'alertdialog' for a confirmation that interrupts (the bid confirmation). */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
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
      role={role}
      data-testid={testId}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle id={titleId} sx={{ color: 'primary.main', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}
