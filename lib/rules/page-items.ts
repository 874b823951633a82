export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * Which page numbers a pager shows (the rule of MUI's Pagination with one boundary and one sibling
 * page): the first and last page, the current one with its neighbours, and '…' for the gaps.
 */
export function pageItems(page: number, count: number, siblings = 1, boundary = 1): PageItem[] {
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0] - 2 : count - 1,
  );
  const pages = (list: number[]): PageItem[] => list.map((p) => ({ type: 'page', page: p }));
  return [
    ...pages(startPages),
    ...(siblingsStart > boundary + 2
      ? [{ type: 'ellipsis', key: 'start' } as const]
      : boundary + 1 < count - boundary
        ? pages([boundary + 1])
        : []),
    ...pages(range(siblingsStart, siblingsEnd)),
    ...(siblingsEnd < count - boundary - 1
      ? [{ type: 'ellipsis', key: 'end' } as const]
      : count - boundary > boundary
        ? pages([count - boundary])
        : []),
    ...pages(endPages),
  ];
}
