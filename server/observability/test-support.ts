/**
 * Test support: the value of one series in the Prometheus exposition text of /api/metrics (0 when
 * absent), e.g. `sample(text, 'bids_total{result="refused",reason="tooLow"}')`.
 */
export function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
