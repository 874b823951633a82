/** Latencies in 0.1 ms buckets up to 60 s: percentiles without keeping every sample. */
export class Histogram {
  private buckets = new Uint32Array(600_000);
  count = 0;
  add(ms: number) {
    this.buckets[Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)))]++;
    this.count++;
  }
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const target = Math.ceil(this.count * p);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i];
      if (seen >= target) return i / 10;
    }
    return Number.NaN;
  }
}
