import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  fetchAnnouncement,
  fetchAnnouncements,
  fetchContactDetailsForEdit,
  fetchPortalPageForEdit,
  fetchPortalPages,
} from './content';

/**
 * React Query keys and options of /yonetim/icerik: announcements, portal pages and the contact
 * details. A save or a withdrawal invalidates its kind's `all`.
 */
export const announcementKeys = {
  all: ['yonetim', 'icerik', 'duyurular'] as const,
  list: (q: { search: string; page: number }) => [...announcementKeys.all, 'liste', q.search, q.page] as const,
  detail: (id: number | null) => [...announcementKeys.all, 'kayit', id] as const,
};

export const portalPageKeys = {
  all: ['yonetim', 'icerik', 'sayfalar'] as const,
  list: () => [...portalPageKeys.all, 'liste'] as const,
  detail: (pageId: number) => [...portalPageKeys.all, 'kayit', pageId] as const,
};

export const contactDetailsKeys = { all: ['yonetim', 'icerik', 'iletisim'] as const };

export const announcementListQuery = (q: { search: string; page: number }) =>
  queryOptions({
    queryKey: announcementKeys.list(q),
    queryFn: () => fetchAnnouncements(q),
    placeholderData: keepPreviousData,
  });

/** An announcement to edit; a new one (null) asks for nothing. */
export const announcementQuery = (id: number | null) =>
  queryOptions({
    queryKey: announcementKeys.detail(id),
    // Runs only when enabled, i.e. with an id.
    queryFn: () => fetchAnnouncement(id!),
    enabled: id !== null,
  });

export const portalPageListQuery = () => queryOptions({ queryKey: portalPageKeys.list(), queryFn: fetchPortalPages });

export const portalPageQuery = (pageId: number) =>
  queryOptions({ queryKey: portalPageKeys.detail(pageId), queryFn: () => fetchPortalPageForEdit(pageId) });

export const contactDetailsQuery = () =>
  queryOptions({ queryKey: contactDetailsKeys.all, queryFn: fetchContactDetailsForEdit });
