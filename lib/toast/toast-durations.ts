/**
 * How long toasts stay, in ms (docs/spec.md §8–§9): the favourite toasts 1500 ms; sign-in,
 * sign-out, their errors and every other toast 2 s. One place, pinned by toast-durations.test.ts.
 */
export const TOAST_MS = { favourite: 1500, standard: 2000 } as const;
