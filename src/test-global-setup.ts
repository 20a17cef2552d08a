// Vitest global setup (once per run, in the main process): the demo users' password hashes and the seeded database.
// Every test file that builds an in-process sandbox seeds those users, and scrypt (deliberately slow) is what the first
// sandbox of a file costs: about 4 s of CPU on an idle core, per file, for the same deterministic values; the seed
// itself (migrations and rows) about 110 ms per sandbox. Both are worked out here once, by the sandbox's own seed, and
// handed to each file by the projects' setup files (src/test-setup.ts, sandbox/test-setup.ts).
import type { TestProject } from 'vitest/node';
import { seedImage, type SeedImage } from '../sandbox/db/seed-image';
import { knownSeedPasswordHashes } from '../sandbox/domain/passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    seedPasswordHashes: Array<[string, string]>;
    seedImage: SeedImage;
  }
}

export default function setup(project: TestProject): void {
  // Seeding once works out the hashes too (the seed hashes each demo user's password).
  const image = seedImage();
  project.provide('seedPasswordHashes', knownSeedPasswordHashes());
  project.provide('seedImage', image);
}
