/** docs/spec.md §9: a row stays highlighted for 1 s. */
export const HIGHLIGHT_MS = 1000;

/** The tender id of a detail path ('/ihaleler/42' → 42), else null. */
export function tenderIdFromPath(path: string | null | undefined): number | null {
  const m = /^\/ihaleler\/(\d{1,10})\/?$/.exec(path ?? '');
  return m ? Number(m[1]) : null;
}

/** Why a highlight is due: the screen was reached (from some path) or a tab was switched. */
export type HighlightCause = { kind: 'arrival'; from: string | null } | { kind: 'tab' };

/**
 * The row to highlight after a navigation (docs/spec.md §2): arriving from a tender's detail marks that
 * tender's row when the tab lists it; a tab switch marks the first row of the new tab, so the eye
 * finds where the new list starts. Null: nothing to mark.
 */
export function pickHighlightedRow(rowKeys: readonly number[], cause: HighlightCause): number | null {
  if (rowKeys.length === 0) return null;
  if (cause.kind === 'tab') return rowKeys[0];
  const id = tenderIdFromPath(cause.from);
  return id !== null && rowKeys.includes(id) ? id : null;
}

/** Where the user came from: the route store records the current path a moment after arrival. */
export function arrivalPath(
  store: { previousPath: string | null; currentPath: string | null },
  here: string,
): string | null {
  return store.currentPath === here ? store.previousPath : store.currentPath;
}
