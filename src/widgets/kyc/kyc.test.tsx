// @vitest-environment happy-dom
/**
 * <wallet-kyc> as an element: a session from the host, the verification in the shadow root, the status and upload
 * events (composed, from the element), a review decision arriving over the realtime channel, and a bad attribute.
 * The element reaches the in-process sandbox through the page's fetch and WebSocket.
 */
import { fireEvent } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../testing/sandbox-harness';
import { shadow, setUpWidgetPage } from '../../testing/widget-page';
import type { KycElement } from './kyc.element';

// Sessions and loads settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const page = setUpWidgetPage({
  events: [
    'wallet-ready',
    'wallet-status-change',
    'wallet-document-uploaded',
    'wallet-error',
    'wallet-session-expired',
  ],
  webSocket: true,
  // Uploads report progress through XMLHttpRequest in browsers; here they take the page's fetch (the sandbox).
  withoutXhr: true,
});

beforeAll(async () => {
  await import('./kyc.define');
});

async function mount(email: string, attributes = ''): Promise<KycElement> {
  const getSession = await page.hostSession(email);
  return page.mount<KycElement>(
    `<wallet-kyc isolation="none" lang="en" api-base="${new URL(page.harness.environment.apiBase).origin}" ${attributes}></wallet-kyc>`,
    (element) => {
      element.getSession = getSession;
    },
  );
}

describe('<wallet-kyc>', () => {
  it('shows the signed-in customer’s verification and tells the host the status, live after a review', async () => {
    const element = await mount(DEMO_USERS.inReview);
    expect(await shadow(element).findByText('Your documents are being reviewed', {}, { timeout: 5000 })).toBeTruthy();
    expect(shadow(element).getByRole('heading', { level: 2, name: 'Verification' })).toBeTruthy();
    const status = page.events.filter((event) => event.type === 'wallet-status-change');
    expect(status.at(-1)?.detail).toEqual({ status: 'verificationProcessing', requiredActions: [] });
    expect(status.at(-1)?.composed).toBe(true);
    expect(status.at(-1)?.target).toBe(element);

    const queue = (await (await page.harness.fetch('/sandbox/review?format=json')).json()) as {
      documents: { documentId: number; email: string }[];
    };
    for (const item of queue.documents.filter((entry) => entry.email === DEMO_USERS.inReview)) {
      await page.harness.fetch(`/sandbox/review/documents/${String(item.documentId)}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    }
    expect(await shadow(element).findByText('Your account is verified', {}, { timeout: 5000 })).toBeTruthy();
    expect(page.events.filter((event) => event.type === 'wallet-status-change').at(-1)?.detail).toEqual({
      status: 'checked',
      requiredActions: [],
    });
  });

  it('opens one section, and reports an upload as wallet-document-uploaded', async () => {
    const element = await mount(DEMO_USERS.unverified, 'section="identity"');
    const root = shadow(element);
    expect(await root.findByRole('region', { name: 'Identity document' }, { timeout: 5000 })).toBeTruthy();
    expect(root.queryByRole('region', { name: 'Address' })).toBeNull();
    fireEvent.change(await root.findByLabelText('Type of document'), { target: { value: '1' } });
    fireEvent.change(root.getByLabelText('Photo page', { selector: 'input' }), {
      target: {
        files: [new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], 'passport.jpg', { type: 'image/jpeg' })],
      },
    });
    fireEvent.click(root.getByRole('button', { name: 'Upload document' }));
    await vi.waitFor(() => expect(page.events.some((event) => event.type === 'wallet-document-uploaded')).toBe(true), {
      timeout: 5000,
    });
    expect(page.events.find((event) => event.type === 'wallet-document-uploaded')?.detail).toEqual({
      category: 1,
      documentTypeId: 1,
    });
  });

  it('names a bad section attribute and what is allowed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = await mount(DEMO_USERS.unverified, 'section="passport"');
    expect(await shadow(element).findByRole('alert')).toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).toMatch(
      /section.*identity, address, phone, email, tax, limits, self-certification/,
    );
  });

  it('offers the self-certification in place, and as its own section', async () => {
    const element = await mount(DEMO_USERS.fatca, 'section="tax"');
    const root = shadow(element);
    fireEvent.click(await root.findByRole('button', { name: 'Open the self-certification' }, { timeout: 5000 }));
    expect(
      await root.findByRole('heading', { level: 2, name: 'Tax residency self-certification' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await root.findByLabelText('Town or city of birth', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(root.getByRole('button', { name: 'Back to the verification' }));
    expect(await root.findByRole('region', { name: 'Tax number' })).toBeTruthy();

    const direct = await mount(DEMO_USERS.fatca, 'section="self-certification"');
    expect(await shadow(direct).findByLabelText('Country of birth', {}, { timeout: 5000 })).toBeTruthy();
  });
});
