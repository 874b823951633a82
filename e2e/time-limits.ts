/**
 * The journeys' time limits are liveness limits (speed is measured in bench/), set on a machine of
 * the usual speed. On a slower one every step takes longer and a journey that works runs out of
 * time, so the limits stretch by how much slower this machine is: scripts/test-all.sh sets
 * E2E_TIME_SCALE from the same run's server tests against their usual time (1 when unset, at most 4).
 * Every figure goes through limit(): the defaults, each journey's, and each wait for one event. Only a
 * retry's inner step inside `toPass` keeps its own (the retry around it is limited).
 */
const TIME_SCALE = Math.min(4, Math.max(1, Number(process.env.E2E_TIME_SCALE) || 1));

/** A journey's time limit on this machine. */
export const limit = (ms: number): number => Math.round(ms * TIME_SCALE);
