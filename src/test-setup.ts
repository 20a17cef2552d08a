// Shared vitest setup: the demo users' password hashes, every language's common texts, unmounting React trees
// between tests (component tests run under happy-dom), and the top layer happy-dom lacks (modal dialogs, popovers).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, inject } from 'vitest';
import { rememberSeedImage } from '../sandbox/db/seed-image';
import { rememberSeedPasswordHashes } from '../sandbox/domain/passwords';
import { onMissingTranslation, preloadLanguages } from './core/i18n/i18n';
// Registers the portal's language pack, so the preload below brings its languages too.
import './portal/messages';
import { recordMissingTranslation, takeMissingTranslations } from './testing/missing-translations';
import { installTopLayer } from './testing/top-layer';

// What browsers do with `showModal()`, popovers and Escape, for the Dialog and the popover menus (src/testing/top-layer.ts).
installTopLayer();

// `findBy…` and `waitFor` wait up to 10 s (Testing Library's default is 1 s): a component that loads a lazy chunk and
// calls the sandbox takes several seconds on a shared CI machine three times slower than a laptop, and a wait that ends
// early only turns that slowness into a false failure. A test that should fail still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// Worked out once per run (src/test-global-setup.ts): an in-process sandbox starts from a copy of the seeded database,
// and one that seeds again (a reset) needs no scrypt for the demo users.
rememberSeedPasswordHashes(inject('seedPasswordHashes'));
rememberSeedImage(inject('seedImage'));

// Languages other than English load on demand in the product; tests see them all at once (src/core/i18n/i18n.test.ts
// covers the loading itself).
await preloadLanguages();

// A text asked for under a key no language has would show the customer the raw key: the test that renders it fails.
onMissingTranslation(({ language, namespace, key }) => {
  recordMissingTranslation(`${namespace}:${key} (${language})`);
});

afterEach(() => {
  cleanup();
  const missing = takeMissingTranslations();
  if (missing.length > 0) {
    throw new Error(
      `Texts asked for under keys that no language has (add them to the locale files):\n${missing.join('\n')}`,
    );
  }
});
