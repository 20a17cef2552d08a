/**
 * The page an element test puts its widget in, as a host page would: the in-process sandbox answers the page's
 * `fetch` (and `WebSocket` when asked), the element's events are recorded from the document as the host would hear
 * them, and after each test the page is emptied (elements unmounted) and the sandbox closed.
 *
 * `setUpWidgetPage` registers the hooks: call it once at the top of a test file. Whether React updates are wrapped
 * in act() follows the file's `IS_REACT_ACT_ENVIRONMENT` (an element whose sessions settle in promises outside act
 * sets it to false and waits for what the user would see).
 */
import { within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { WalletEvent } from '../widgets/runtime/widget-events';
import { createSandboxHarness, DEMO_USERS, type SandboxHarness } from './sandbox-harness';

export interface WidgetPageOptions {
  /** The events to record, by type. */
  events?: readonly string[];
  /** Give the page the sandbox's WebSocket (realtime notices). */
  webSocket?: boolean;
  /** Remove XMLHttpRequest, so uploads take the page's fetch (the sandbox) instead of reporting progress. */
  withoutXhr?: boolean;
}

export interface WidgetPage {
  /** This test's sandbox. */
  readonly harness: SandboxHarness;
  /** The events recorded in this test, in order. */
  readonly events: WalletEvent[];
  /** The recorded events' types, in order. */
  types(): string[];
  /** Parses the markup into its element, lets `before` set properties (as a host may before upgrade), puts it in the page. */
  mount<E extends HTMLElement>(markup: string, before?: (element: E) => void): Promise<E>;
  /** A `getSession` property as a host hands it over, for a simple-flow demo user signed in now. */
  hostSession(email?: string): Promise<() => { accessToken: string; refreshToken: string }>;
}

const actEnvironment = () => (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

async function settle(change: () => void): Promise<void> {
  if (actEnvironment()) {
    await act(async () => {
      change();
      await Promise.resolve();
    });
  } else {
    change();
    await Promise.resolve();
  }
}

/** The shadow root's content as Testing Library queries. */
export function shadow(element: HTMLElement) {
  return within(element.shadowRoot as unknown as HTMLElement);
}

export function setUpWidgetPage({
  events: eventTypes = [],
  webSocket = false,
  withoutXhr = false,
}: WidgetPageOptions = {}): WidgetPage {
  let harness: SandboxHarness | undefined;
  const events: WalletEvent[] = [];
  const record = (event: Event) => events.push(event as WalletEvent);

  beforeEach(() => {
    harness = createSandboxHarness();
    vi.stubGlobal('fetch', harness.fetch);
    if (webSocket) vi.stubGlobal('WebSocket', harness.sandbox.WebSocket);
    if (withoutXhr) vi.stubGlobal('XMLHttpRequest', undefined);
    events.length = 0;
    for (const type of eventTypes) document.addEventListener(type, record);
  });

  afterEach(async () => {
    for (const type of eventTypes) document.removeEventListener(type, record);
    await settle(() => document.body.replaceChildren());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    harness?.close();
    harness = undefined;
  });

  const current = (): SandboxHarness => {
    if (!harness) throw new Error('setUpWidgetPage: the sandbox exists during a test only');
    return harness;
  };

  return {
    get harness() {
      return current();
    },
    events,
    types: () => events.map((event) => event.type),
    async mount<E extends HTMLElement>(markup: string, before?: (element: E) => void): Promise<E> {
      const template = document.createElement('template');
      template.innerHTML = markup;
      const element = template.content.firstElementChild as E | null;
      if (!element) throw new Error(`setUpWidgetPage.mount: no element in ${markup}`);
      before?.(element);
      await settle(() => document.body.append(element));
      return element;
    },
    async hostSession(email: string = DEMO_USERS.personal) {
      const session = await current().signIn(email);
      const tokens = {
        accessToken: (await session.getAccessToken()) ?? '',
        refreshToken: session.state.value.status === 'active' ? session.state.value.refreshToken : '',
      };
      return () => tokens;
    },
  };
}
