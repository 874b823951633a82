'use client';
import { useState } from 'react';
import { COOKIE } from '@/lib/session/cookie-names';
import { ONE_YEAR_SECONDS, withClosedPopup } from '@/lib/session/cookie-values';
import { readCookie, writeCookie } from '@/lib/browser-cookies';
import { PopupDialog } from './popup-dialog';

export interface PopupAnnouncementProps {
  id: number;
  title: string;
  publishedAt: string;
  /** Already sanitised on the server. */
  safeHtml: string;
}

/**
 * The popup announcement of docs/spec.md §2. The server renders this only when the visitor has not closed
 * this announcement before; closing it (button, Escape or backdrop) stores its id in a cookie.
 */
export function PopupAnnouncement(props: PopupAnnouncementProps) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    writeCookie(COOKIE.closedPopups, withClosedPopup(readCookie(COOKIE.closedPopups), props.id), {
      maxAge: ONE_YEAR_SECONDS,
    });
    setOpen(false);
  };
  return <PopupDialog {...props} onClose={close} />;
}
