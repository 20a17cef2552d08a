/** Types of scripts/e2e-timings.mjs (the e2e timing summary). */

/** One attempt of a test, as the timing reporter writes it. */
export interface TimedTest {
  file: string;
  line: number;
  title: string;
  status: 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';
  retry: number;
  durationMs: number;
}

export const MERGED_TIMINGS_FILE: string;
export function readTimings(files: readonly string[]): TimedTest[];
export function slowestTests(tests: readonly TimedTest[], count?: number): TimedTest[];
export function fileTotals(tests: readonly TimedTest[]): { file: string; tests: number; durationMs: number }[];
export function timingSummary(tests: readonly TimedTest[], options?: { count?: number }): string[];
