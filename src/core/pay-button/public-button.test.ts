import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandboxHarness, type SandboxHarness } from '../../testing/sandbox-harness';
import { CLIENT_VERSION } from '../api/client';
import { PublicButtonError, PUBLIC_CLIENT_VERSION, readPublicButton } from './public-button';

/** Seeded buttons of Pixel Goods LLC (README "Merchant buttons", "Storefront pay button"). */
const BUY_NOW = 710001;
const DELETED = 710005;

let harness: SandboxHarness;

beforeEach(() => {
  harness = createSandboxHarness();
});

afterEach(() => {
  harness.close();
});

const read = (buttonId: number) =>
  readPublicButton({ apiBase: harness.environment.apiBase, buttonId, language: 'en', fetch: harness.fetch });

async function failure(buttonId: number) {
  try {
    await read(buttonId);
  } catch (error) {
    if (error instanceof PublicButtonError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readPublicButton', () => {
  it('sends the API client version', () => {
    expect(PUBLIC_CLIENT_VERSION).toBe(CLIENT_VERSION);
  });

  it('reads a button from the sandbox without a sign-in; the price stays the decimal text it was sent as', async () => {
    const button = await read(BUY_NOW);
    expect(button).toMatchObject({
      id: BUY_NOW,
      type: 'buyNow',
      itemName: 'Pixel art poster (A2)',
      amount: '24.90',
      currencyCode: 'USD',
      merchantName: 'Pixel Goods LLC',
    });
  });

  it('tells a deleted or unknown button (not-found) from a failure worth a retry', async () => {
    expect(await failure(DELETED)).toMatchObject({ kind: 'not-found' });
    expect(await failure(799_999)).toMatchObject({ kind: 'not-found' });
    await harness.addFault({ match: { method: 'payButtonGet' }, status: 503, times: 1 });
    expect(await failure(BUY_NOW)).toMatchObject({ kind: 'unavailable' });
    await harness.addFault({ match: { method: 'payButtonGet' }, drop: true, times: 1 });
    expect(await failure(BUY_NOW)).toMatchObject({ kind: 'unavailable', code: 'AE' });
    await harness.addFault({ match: { method: 'payButtonGet' }, malformed: true, times: 1 });
    expect(await failure(BUY_NOW)).toMatchObject({ kind: 'unavailable', code: 'UE' });
    await expect(read(BUY_NOW)).resolves.toMatchObject({ id: BUY_NOW });
  });
});
