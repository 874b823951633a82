/** The floor app of bench/next-floor.ts: Next's defaults, nothing of the portal's configuration. */
export default {};
