import { queryOptions } from '@tanstack/react-query';
import { fetchPortalPage, fetchSlides, fetchTopCategories } from '../content';

/** Query keys and fetchers of content (slides, portal pages, categories). */
export const contentKeys = {
  slides: () => ['content', 'slides'] as const,
  page: (pageId: number) => ['content', 'page', pageId] as const,
  topCategories: () => ['content', 'top-categories'] as const,
};

export const slidesQuery = () => queryOptions({ queryKey: contentKeys.slides(), queryFn: fetchSlides });

export const portalPageQuery = (pageId: number) =>
  queryOptions({ queryKey: contentKeys.page(pageId), queryFn: () => fetchPortalPage(pageId) });

export const topCategoriesQuery = () => queryOptions({ queryKey: contentKeys.topCategories(), queryFn: fetchTopCategories });
