// Vitest setup of the server-side tests (sandbox, BFF, scripts): the seeded database and the demo users' password
// hashes, worked out once per run (src/test-global-setup.ts), so an in-process sandbox starts from a copy. They render
// nothing and read no portal texts, so the portal's setup (src/test-setup.ts: every language preloaded, React trees
// unmounted) is not theirs.
import { inject } from 'vitest';
import { rememberSeedImage } from './db/seed-image';
import { rememberSeedPasswordHashes } from './domain/passwords';

rememberSeedPasswordHashes(inject('seedPasswordHashes'));
rememberSeedImage(inject('seedImage'));
