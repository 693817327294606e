/** Progress of the benchmark on stderr (stdout stays free for the final table): elapsed time, scenario, text. */
const started = performance.now();

export function progress(scenario: string, message: string): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(7);
  process.stderr.write(`[${seconds}s] ${scenario}: ${message}\n`);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}
