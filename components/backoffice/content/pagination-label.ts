/** Turkish names of MUI Pagination's buttons for screen readers. */
export function paginationLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return `${page}. sayfa${selected ? ' (şu anki)' : ''}`;
  if (type === 'next') return 'Sonraki sayfa';
  if (type === 'previous') return 'Önceki sayfa';
  return type === 'first' ? 'İlk sayfa' : 'Son sayfa';
}
