/**
 * Token bucket: `burst` actions at once, refilled at `perSecond`. One per hub connection keeps a
 * client from flooding the bid path (ARCHITECTURE.md §6: rate limits on bid endpoints).
 */
export class TokenBucket {
  private tokens: number;
  private last = Date.now();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
