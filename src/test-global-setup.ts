// Vitest global setup (once per run, in the main process): the demo users' password hashes. Every test file that
// builds an in-process sandbox seeds those users, and scrypt (deliberately slow) is what the first sandbox of a file
// costs: about 4 s of CPU on an idle core, per file, for the same deterministic values. They are worked out here once,
// by the sandbox's own seed, and handed to each file by src/test-setup.ts.
import type { TestProject } from 'vitest/node';
import { createSandbox } from '../sandbox/app';
import { knownSeedPasswordHashes } from '../sandbox/domain/passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    seedPasswordHashes: Array<[string, string]>;
  }
}

export default function setup(project: TestProject): void {
  createSandbox({ database: ':memory:' }).close();
  project.provide('seedPasswordHashes', knownSeedPasswordHashes());
}
