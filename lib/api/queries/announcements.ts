import { queryOptions } from '@tanstack/react-query';
import {
  type AnnouncementListParams,
  fetchAnnouncementPage,
  fetchHomeAnnouncements,
  fetchPopupAnnouncement,
} from '../announcements';

/** Query keys and fetchers of announcements, shared by server prefetch and client hooks. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: (p: AnnouncementListParams) => ['announcements', 'list', p.page, p.title, p.from, p.to] as const,
  home: () => ['announcements', 'home'] as const,
  popup: () => ['announcements', 'popup'] as const,
};

export const announcementListQuery = (p: AnnouncementListParams) =>
  queryOptions({ queryKey: announcementKeys.list(p), queryFn: () => fetchAnnouncementPage(p) });

export const homeAnnouncementsQuery = () =>
  queryOptions({ queryKey: announcementKeys.home(), queryFn: fetchHomeAnnouncements });

export const popupAnnouncementQuery = () =>
  queryOptions({ queryKey: announcementKeys.popup(), queryFn: fetchPopupAnnouncement });
