/**
 * A counter bumped whenever the session is cleared. Work that started before (a silent refresh in
 * flight during logout) compares it and drops its result instead of signing the user back in.
 */
let generation = 0;

export function currentSessionGeneration(): number {
  return generation;
}

export function bumpSessionGeneration(): void {
  generation += 1;
}
