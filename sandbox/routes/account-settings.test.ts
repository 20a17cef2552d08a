/** Account security and settings over the wire: password change, terms, legal, payout blacklist, IP whitelist. */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import { callMethod, login, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

const NEW_PASSWORD = 'Fresh-pass-2';

describe('password change', () => {
  it('is confirmed with the e-mailed code, ends the other sessions and keeps this one', async () => {
    const other = await signIn(t.sandbox, DEMO_USERS.personal);
    const current = await signIn(t.sandbox, DEMO_USERS.personal);
    const started = await callMethod(
      t.sandbox,
      'passwordChange',
      { password: DEMO_PASSWORD, passwordNew: NEW_PASSWORD, passwordNewRepeat: NEW_PASSWORD },
      current.accessToken,
    );
    expect(started.body).toMatchObject({
      responseCode: '00',
      delivery: { channel: 'email', sentTo: 'p•••@demo.test' },
    });
    const code = (await outbox(t.sandbox, DEMO_USERS.personal)).find(
      (message) => message.subject === 'Confirm your password change',
    )?.code;
    const wrong = await callMethod(
      t.sandbox,
      'passwordChangeConfirm',
      { requestKey: started.body.requestKey, code: '000000' },
      current.accessToken,
    );
    expect(wrong.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'code' }] });

    const confirmed = await callMethod(
      t.sandbox,
      'passwordChangeConfirm',
      { requestKey: started.body.requestKey, code },
      current.accessToken,
    );
    expect(confirmed.body).toMatchObject({ responseCode: '00', endedSessions: 1 });
    expect((await callMethod(t.sandbox, 'customerInfoGet', {}, current.accessToken)).status).toBe(200);
    expect((await callMethod(t.sandbox, 'customerInfoGet', {}, other.accessToken)).status).toBe(401);
    expect((await login(t.sandbox, DEMO_USERS.personal)).status).toBe(401);
    expect((await login(t.sandbox, DEMO_USERS.personal, { password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password, a mismatched repeat and a password that breaks the rules, sending no code', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const before = (await outbox(t.sandbox, DEMO_USERS.personal)).length;
    const attempt = (password: string, passwordNew: string, passwordNewRepeat: string) =>
      callMethod(t.sandbox, 'passwordChange', { password, passwordNew, passwordNewRepeat }, accessToken);
    expect((await attempt('Wrong-pass-1', NEW_PASSWORD, NEW_PASSWORD)).body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'password' }],
    });
    expect((await attempt(DEMO_PASSWORD, NEW_PASSWORD, 'Other-pass-3')).body).toMatchObject({
      validationErrors: [{ field: 'passwordNewRepeat' }],
    });
    expect((await attempt(DEMO_PASSWORD, 'short', 'short')).body).toMatchObject({ responseCode: 'VF' });
    expect((await outbox(t.sandbox, DEMO_USERS.personal)).length).toBe(before);
  });
});

describe('pending terms', () => {
  it('stop customer info until accepted, with a link to the PDF', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.terms);
    const refused = await callMethod(t.sandbox, 'customerInfoGet', {}, accessToken);
    expect(refused.body).toMatchObject({
      responseCode: 'TE',
      terms: [{ id: 'terms-2025-03', title: 'Terms and conditions' }],
    });
    const terms = refused.body.terms as { url: string }[];
    const pdf = await t.sandbox.fetch(terms[0]?.url ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('Terms and conditions');

    expect((await callMethod(t.sandbox, 'termsAccept', { termsIds: ['nope'] }, accessToken)).body).toMatchObject({
      responseCode: 'VF',
    });
    const accepted = await callMethod(t.sandbox, 'termsAccept', { termsIds: ['terms-2025-03'] }, accessToken);
    expect(accepted.body).toMatchObject({ responseCode: '00', accepted: [{ id: 'terms-2025-03' }] });
    expect((await callMethod(t.sandbox, 'customerInfoGet', {}, accessToken)).body).toMatchObject({
      responseCode: '00',
    });
    // One acceptTermsLogin notice, not repeated when the same terms are accepted again (a retried request).
    expect(
      (await callMethod(t.sandbox, 'termsAccept', { termsIds: ['terms-2025-03'] }, accessToken)).body,
    ).toMatchObject({ responseCode: '00' });
    const notices = await callMethod(t.sandbox, 'notificationList', { pageNumber: 1, pageSize: 10 }, accessToken);
    expect(
      (notices.body.notifications as { type: string; data?: unknown }[]).filter(
        (notice) => notice.type === 'acceptTermsLogin',
      ),
    ).toEqual([expect.objectContaining({ data: { termsIds: ['terms-2025-03'] } })]);
    const legal = await callMethod(t.sandbox, 'legalInfoGet', {}, accessToken);
    expect(
      (legal.body.agreements as { id: string; acceptedAt: string | null }[]).find((item) => item.id === 'terms-2025-03')
        ?.acceptedAt,
    ).toBe(new Date(t.now()).toISOString());
  });
});

describe('payout blacklist', () => {
  it('adds, lists and deletes entries, and stops p2p payments to a blocked address', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const add = await callMethod(
      t.sandbox,
      'blacklistAdd',
      { email: DEMO_USERS.business, blockType: 'p2p' },
      accessToken,
    );
    expect(add.body).toMatchObject({ responseCode: '00' });
    expect(
      (await callMethod(t.sandbox, 'blacklistAdd', { email: DEMO_USERS.business, blockType: 'all' }, accessToken)).body,
    ).toMatchObject({
      responseCode: 'VF',
    });
    expect((await callMethod(t.sandbox, 'blacklistList', {}, accessToken)).body.users).toContainEqual({
      email: DEMO_USERS.business,
      blockType: 'p2p',
      created: new Date(t.now()).toISOString(),
    });
    expect((await callMethod(t.sandbox, 'checkPayee', { email: DEMO_USERS.business }, accessToken)).body).toMatchObject(
      { exist: true, outBlacklist: false },
    );
    const accounts = (await callMethod(t.sandbox, 'balanceInquiry', {}, accessToken)).body.accounts as {
      accountId: number;
      currencyCode: string;
    }[];
    const usd = accounts.find((account) => account.currencyCode === 'USD');
    const payment = await callMethod(
      t.sandbox,
      'p2pTransfer',
      { accountId: usd?.accountId, amount: '5', currency: 'USD', toEmail: DEMO_USERS.business },
      accessToken,
    );
    expect(payment.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'toEmail' }] });

    expect(
      (await callMethod(t.sandbox, 'blacklistDelete', { email: DEMO_USERS.business }, accessToken)).body,
    ).toMatchObject({ responseCode: '00' });
    expect((await callMethod(t.sandbox, 'checkPayee', { email: DEMO_USERS.business }, accessToken)).body).toMatchObject(
      { outBlacklist: true },
    );
  });
});

describe('IP whitelist', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('refuses to turn on while the caller is not listed, then enforces the list on calls and sign-in', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const range = await callMethod(t.sandbox, 'ipWhitelistAdd', { ip: '10.0.0.1', toIp: '10.0.0.9' }, accessToken);
    expect(range.body).toMatchObject({ responseCode: '00', entry: { ip: '10.0.0.1', toIp: '10.0.0.9' } });
    const refused = await callMethod(t.sandbox, 'ipWhitelistModeSet', { enable: 1 }, accessToken);
    expect(refused.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'enable' }] });

    await callMethod(t.sandbox, 'ipWhitelistAdd', { ip: '127.0.0.0', toIp: '127.0.0.255' }, accessToken);
    expect((await callMethod(t.sandbox, 'ipWhitelistModeSet', { enable: 1 }, accessToken)).body).toMatchObject({
      responseCode: '00',
      mode: 1,
    });
    expect((await callMethod(t.sandbox, 'ipWhitelistGet', {}, accessToken)).body).toMatchObject({
      mode: 1,
      currentIp: '127.0.0.1',
    });

    const outside = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=customerInfoGet',
      { method: 'customerInfoGet' },
      { authorization: `Bearer ${accessToken}`, ...from('192.0.2.7') },
    );
    expect(outside.body).toMatchObject({ responseCode: '13', code: 'ipNotAllowed' });
    const inRange = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=customerInfoGet',
      { method: 'customerInfoGet' },
      { authorization: `Bearer ${accessToken}`, ...from('10.0.0.5') },
    );
    expect(inRange.body).toMatchObject({ responseCode: '00' });
    const signInOutside = await send(
      t.sandbox,
      'POST',
      '/auth/login',
      { client: 'spa', username: DEMO_USERS.personal, password: DEMO_PASSWORD, codeChallenge: 'x'.repeat(43) },
      from('192.0.2.7'),
    );
    expect(signInOutside.status).toBe(403);
    expect(signInOutside.body).toMatchObject({ code: 'ipNotAllowed' });
  });

  it('validates addresses and ranges (IPv4 and IPv6) and keeps the entry that lets the caller in', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const add = (ip: string, toIp?: string) =>
      callMethod(t.sandbox, 'ipWhitelistAdd', toIp ? { ip, toIp } : { ip }, accessToken);
    expect((await add('300.1.1.1')).body).toMatchObject({ validationErrors: [{ field: 'ip' }] });
    expect((await add('10.0.0.9', '10.0.0.1')).body).toMatchObject({ validationErrors: [{ field: 'toIp' }] });
    expect((await add('10.0.0.1', '::1')).body).toMatchObject({ validationErrors: [{ field: 'toIp' }] });
    expect((await add('2001:db8::1', '2001:db8::ff')).body).toMatchObject({ responseCode: '00' });
    const own = await add('127.0.0.1');
    await callMethod(t.sandbox, 'ipWhitelistModeSet', { enable: 1 }, accessToken);
    const ownId = (own.body.entry as { id: number }).id;
    expect((await callMethod(t.sandbox, 'ipWhitelistDelete', { id: ownId }, accessToken)).body).toMatchObject({
      responseCode: 'VF',
    });
    await callMethod(t.sandbox, 'ipWhitelistModeSet', { enable: 0 }, accessToken);
    expect((await callMethod(t.sandbox, 'ipWhitelistDelete', { id: ownId }, accessToken)).body).toMatchObject({
      responseCode: '00',
    });
  });
});
