// Shared vitest setup: unmount React trees between tests (component tests run under happy-dom).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
