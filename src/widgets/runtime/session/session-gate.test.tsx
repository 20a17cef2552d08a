// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { customerInfoGet } from '../../../core/api/contract/customer';
import { DEMO_USERS } from '../../../testing/sandbox-harness';
import { setUpWidgetPage } from '../../../testing/widget-page';
import { defineWidget, registerWidget } from '../define-widget';
import type { WidgetComponentProps } from '../widget-root';
import {
  sessionAttributes,
  sessionEvents,
  sessionProperties,
  useWidgetSession,
  WidgetSessionGate,
  type SessionAttributeValues,
  type SessionPropertyValues,
} from './index';

// Sessions settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function WhoAmI() {
  const { api, source } = useWidgetSession();
  const [login, setLogin] = useState('');
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    api.call(customerInfoGet, {}).then(
      (info) => setLogin(info.customer.login),
      () => setLogin('failed'),
    );
  }, [api, loads]);
  return (
    <>
      <p>{login ? `signed in as ${login} (${source})` : 'loading'}</p>
      <button type="button" onClick={() => setLoads((n) => n + 1)}>
        load again
      </button>
    </>
  );
}

type Props = WidgetComponentProps<SessionAttributeValues, SessionPropertyValues>;

function GateProbe({ attributes, properties }: Props) {
  return (
    <WidgetSessionGate attributes={attributes} properties={properties} purpose="pay">
      <WhoAmI />
    </WidgetSessionGate>
  );
}

const GateElement = defineWidget({
  tagName: 'wallet-session-probe',
  component: GateProbe,
  attributes: z.object({ ...sessionAttributes }),
  properties: { ...sessionProperties },
  events: { ...sessionEvents },
});
registerWidget('wallet-session-probe', GateElement);

const page = setUpWidgetPage();
let element: InstanceType<typeof GateElement>;

function shadow() {
  return within(element.shadowRoot as unknown as HTMLElement);
}

async function mount(setup: (el: InstanceType<typeof GateElement>) => void = () => undefined) {
  element = await page.mount<InstanceType<typeof GateElement>>(
    '<wallet-session-probe lang="en"></wallet-session-probe>',
    setup,
  );
}

describe('<WidgetSessionGate>', () => {
  it("renders the signed-in content with the host's session, and the sign-in after the session ends", async () => {
    const user = await page.harness.signIn(DEMO_USERS.personal);
    const tokens = user.state.value.status === 'active' ? user.state.value : null;
    let calls = 0;
    const expired = vi.fn();
    await mount((el) => {
      el.addEventListener('wallet-session-expired', expired);
      el.getSession = () => {
        calls += 1;
        return calls === 1 && tokens ? { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } : null;
      };
    });
    expect(await shadow().findByText(`signed in as ${DEMO_USERS.personal} (host)`)).toBeTruthy();

    // The server forgets every session: the next call is refused, the refresh too, and the session ends.
    expect(await page.harness.fetch('/sandbox/reset', { method: 'POST' }).then((response) => response.status)).toBe(
      200,
    );
    shadow().getByRole('button', { name: 'load again' }).click();
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(expired.mock.calls[0]?.[0]).toMatchObject({ detail: { reason: 'sessionExpired' } });
    // The host's callback has nothing more: the element offers the sign-in and says why.
    expect(await shadow().findByText('Your session has ended. Sign in again to continue.')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('without a session: wallet-auth-required, then a sign-in button that opens the portal page in a popup', async () => {
    const authRequired = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await mount((el) => {
      el.setAttribute('portal-origin', 'http://127.0.0.1:5999');
      el.addEventListener('wallet-auth-required', authRequired);
    });
    expect(await shadow().findByRole('heading', { name: 'Sign in to pay' })).toBeTruthy();
    expect(authRequired).toHaveBeenCalledTimes(1);
    expect(authRequired.mock.calls[0]?.[0]).toMatchObject({ detail: { portalOrigin: 'http://127.0.0.1:5999' } });

    const button = await shadow().findByRole('button', { name: 'Sign in with Nimbus Wallet' });
    await vi.waitFor(() => {
      button.click();
      expect(open).toHaveBeenCalled();
    });
    expect(open.mock.calls[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:5999\/auth\/sei\?origin=/);
    // The popup was blocked: a link opens the same page in a new tab, keeping its opener.
    expect(await shadow().findByText('Your browser blocked the sign-in window.')).toBeTruthy();
    const link = shadow().getByRole('link', { name: 'Open the sign-in page in a new tab' });
    expect(link.getAttribute('href')).toBe(open.mock.calls[0]?.[0]);
    expect(link.getAttribute('rel')).toBe('opener');
  });

  it('a host that cancels wallet-auth-required gets no button', async () => {
    await mount((el) => el.addEventListener('wallet-auth-required', (event) => event.preventDefault()));
    expect(await shadow().findByText('Waiting for this site to sign you in.')).toBeTruthy();
    expect(shadow().queryByRole('button')).toBeNull();
  });
});

describe('session attributes', () => {
  it('check code-verifier with the contract’s PKCE alphabet', async () => {
    const { PKCE_CHARSET_PATTERN } = await import('../../../core/api/contract/common');
    const { VERIFIER_PATTERN } = await import('./session-options');
    expect(VERIFIER_PATTERN.source).toBe(PKCE_CHARSET_PATTERN.source);
  });
});
