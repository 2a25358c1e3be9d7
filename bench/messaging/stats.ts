/** Percentiles by nearest rank over a sample of milliseconds. */
export function summarize(samples: number[]): { count: number; p50: number; p90: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return { count: sorted.length, p50: rank(50), p90: rank(90), p99: rank(99), max: sorted.at(-1) ?? Number.NaN };
}

export function formatSummary(label: string, samples: number[]): string {
  const { count, p50, p90, p99, max } = summarize(samples);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return `${label}: n=${count}  p50=${ms(p50)}  p90=${ms(p90)}  p99=${ms(p99)}  max=${ms(max)}`;
}

/** Fires `task` at a fixed rate (open loop: a slow reply does not delay the next call). */
export async function atFixedRate(
  ratePerSecond: number,
  durationSeconds: number,
  task: () => Promise<void>,
): Promise<void> {
  const total = Math.round(ratePerSecond * durationSeconds);
  const interval = 1000 / ratePerSecond;
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    running.push(task());
  }
  await Promise.all(running);
}
