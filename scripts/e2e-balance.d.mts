/** Types of scripts/e2e-balance.mjs (the balanced split of the e2e spec files into shards). */
export declare const SPEC_WEIGHTS_FILE: string;
export declare const SPEC_WEIGHTS_OF_RUN: string;
/** Seconds per spec file. */
export type SpecWeights = Readonly<Record<string, number>>;
export declare function specFiles(): string[];
export declare function specWeights(tests: readonly { file: string; durationMs: number }[]): Record<string, number>;
export declare function balanceShards(
  files: readonly string[],
  weights: SpecWeights,
  shards: number,
  headStarts?: readonly number[],
): string[][];
export declare function exactFileFilter(file: string): string;
