/** Profile contacts over the wire: e-mails, addresses and states, username change, notification settings that take effect. */
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACTS_DEMO_USER, SEEDED_CONTACT_ADDRESS, SEEDED_SECOND_EMAIL } from '../db/seed-profile-contacts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import { callMethod, login, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();
let token: string;
const USER = CONTACTS_DEMO_USER.email;

beforeEach(async () => {
  token = (await signIn(t.sandbox, USER)).accessToken;
});

type Email = { id: number; email: string; primary: boolean; confirmed: boolean; confirmationId: number | null };

async function emails(accessToken = token, extra: Record<string, unknown> = {}): Promise<Email[]> {
  return (await callMethod(t.sandbox, 'emailList', extra, accessToken)).body.emails as Email[];
}

describe('e-mail addresses', () => {
  it('adds an address, confirms it with the e-mailed code, makes it primary and deletes the old primary', async () => {
    const before = await emails();
    expect(before.map((entry) => [entry.email, entry.primary, entry.confirmed])).toEqual([
      [USER, true, false],
      [SEEDED_SECOND_EMAIL, false, false],
    ]);
    const added = await callMethod(t.sandbox, 'emailAdd', { email: 'cora.new@example.test' }, token);
    expect(added.body).toMatchObject({
      responseCode: '00',
      email: { email: 'cora.new@example.test', confirmed: false, primary: false },
    });
    const mail = (await outbox(t.sandbox, 'cora.new@example.test'))[0];
    expect(mail?.link).toContain('emailConfirmation=1');

    const early = await callMethod(t.sandbox, 'emailSetPrimary', { id: (added.body.email as Email).id }, token);
    expect(early.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'id', code: 'emailUnconfirmed' }],
    });

    const confirmed = await callMethod(t.sandbox, 'emailConfirm', {
      emailId: (added.body.email as Email).confirmationId,
      confirmationCode: mail?.code,
    });
    expect(confirmed.body.responseCode).toBe('00');
    const primary = await callMethod(t.sandbox, 'emailSetPrimary', { id: (added.body.email as Email).id }, token);
    expect((primary.body.emails as Email[]).find((entry) => entry.primary)?.email).toBe('cora.new@example.test');

    const old = before[0] as Email;
    expect((await callMethod(t.sandbox, 'emailDelete', { id: old.id }, token)).body.responseCode).toBe('00');
    expect((await emails()).map((entry) => entry.email)).toEqual(['cora.new@example.test', SEEDED_SECOND_EMAIL]);
  });

  it('counts the login address as confirmed once the verification page confirmed it', async () => {
    const requested = await callMethod(t.sandbox, 'emailConfirmRequest', {}, token);
    const code = (await outbox(t.sandbox, USER)).find(
      (message) => message.subject === 'Confirm your e-mail address',
    )?.code;
    await callMethod(t.sandbox, 'emailConfirm', { emailId: requested.body.emailId, confirmationCode: code });
    expect((await emails()).find((entry) => entry.email === USER)).toMatchObject({ primary: true, confirmed: true });
  });

  it('refuses duplicates, a sixth address and deleting the primary', async () => {
    const duplicate = await callMethod(t.sandbox, 'emailAdd', { email: SEEDED_SECOND_EMAIL.toUpperCase() }, token);
    expect(duplicate.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'email', code: 'emailDuplicate' }],
    });
    for (const n of [1, 2, 3])
      expect(
        (await callMethod(t.sandbox, 'emailAdd', { email: `extra${String(n)}@example.test` }, token)).body.responseCode,
      ).toBe('00');
    const sixth = await callMethod(t.sandbox, 'emailAdd', { email: 'extra4@example.test' }, token);
    expect(sixth.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'emailTooMany' }] });
    const primary = (await emails()).find((entry) => entry.primary) as Email;
    const refused = await callMethod(t.sandbox, 'emailDelete', { id: primary.id }, token);
    expect(refused.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'emailPrimary' }] });
  });

  it('keeps a company list for the business customer, changed only with full access', async () => {
    const owner = (await signIn(t.sandbox, DEMO_USERS.business)).accessToken;
    const northwind = { fromCustomerId: 200001 };
    const list = await emails(owner, northwind);
    expect(list).toEqual([expect.objectContaining({ email: DEMO_USERS.business, primary: true })]);
    expect(
      (await callMethod(t.sandbox, 'emailAdd', { email: 'finance@northwind.test', ...northwind }, owner)).body
        .responseCode,
    ).toBe('00');
    const employee = (await signIn(t.sandbox, DEMO_USERS.employee)).accessToken;
    expect((await emails(employee, northwind)).map((entry) => entry.email)).toContain('finance@northwind.test');
    const refused = await callMethod(t.sandbox, 'emailAdd', { email: 'other@northwind.test', ...northwind }, employee);
    // Refused by the operation's access rule (routes/operation-access.ts): the employee has no users right.
    expect(refused.body).toMatchObject({ responseCode: 'ENOA', responseDescription: 'No access to company users' });
    expect((await emails(owner, northwind)).map((entry) => entry.email)).not.toContain('other@northwind.test');
  });
});

describe('addresses', () => {
  it('lists states per country and requires a state of the country', async () => {
    const states = await callMethod(t.sandbox, 'statesGet', { countryCode: 'US' });
    expect(states.body.states).toContainEqual({ code: 'NY', name: 'New York' });
    expect((await callMethod(t.sandbox, 'statesGet', { countryCode: 'GB' })).body.states).toEqual([]);
    const wrongState = await callMethod(
      t.sandbox,
      'addressCreate',
      {
        addressKind: 5,
        address1: '1 Main St',
        city: 'Austin',
        postalCode: '73301',
        countryCode: 'US',
        stateCode: 'ZZ',
      },
      token,
    );
    expect(wrongState.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'stateCode', code: 'stateUnknown' }],
    });
    const missing = await callMethod(
      t.sandbox,
      'addressUpdate',
      { addressId: SEEDED_CONTACT_ADDRESS.id, address1: '350 5th Ave', city: 'New York', postalCode: '10118' },
      token,
    );
    expect(missing.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'stateCode', code: 'stateRequired' }],
    });
  });

  it('answers the replacement compatibility check for a country before anything is replaced', async () => {
    const abroad = await callMethod(
      t.sandbox,
      'addressReplaceCompatibilityCheck',
      { oldAddressId: SEEDED_CONTACT_ADDRESS.id, countryCode: 'GB' },
      token,
    );
    expect(abroad.body).toMatchObject({
      responseCode: '00',
      compatible: false,
      reason: 'countryChange',
      residenceCountry: 'US',
    });
    const home = await callMethod(
      t.sandbox,
      'addressReplaceCompatibilityCheck',
      { oldAddressId: SEEDED_CONTACT_ADDRESS.id, countryCode: 'US' },
      token,
    );
    expect(home.body).toMatchObject({ responseCode: '00', compatible: true, reason: null });
    const unknown = await callMethod(
      t.sandbox,
      'addressReplaceCompatibilityCheck',
      { oldAddressId: 999_999, countryCode: 'US' },
      token,
    );
    expect(unknown.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'oldAddressId' }] });
    const listed = await callMethod(t.sandbox, 'addressList', {}, token);
    expect(listed.body.addresses).toEqual([expect.objectContaining({ addressId: SEEDED_CONTACT_ADDRESS.id })]);
  });

  it('replaces an address in the residence country, refuses moving it abroad, confirms, corrects and deletes', async () => {
    const abroad = await callMethod(
      t.sandbox,
      'addressReplace',
      {
        addressId: SEEDED_CONTACT_ADDRESS.id,
        addressKind: 1,
        address1: '10 Downing St',
        city: 'London',
        postalCode: 'SW1A 2AA',
        countryCode: 'GB',
      },
      token,
    );
    expect(abroad.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'countryCode', code: 'addressCountryChange' }],
    });
    const replaced = await callMethod(
      t.sandbox,
      'addressReplace',
      {
        addressId: SEEDED_CONTACT_ADDRESS.id,
        addressKind: 1,
        address1: '1 Infinite Loop',
        city: 'Cupertino',
        postalCode: '95014',
        countryCode: 'US',
        stateCode: 'CA',
      },
      token,
    );
    const newId = (replaced.body.address as { addressId: number }).addressId;
    const listed = await callMethod(t.sandbox, 'addressList', {}, token);
    expect(listed.body.addresses).toEqual([
      expect.objectContaining({ addressId: newId, stateName: 'California', customerConfirmedAt: null }),
    ]);

    const confirmed = await callMethod(t.sandbox, 'addressConfirm', { addressId: newId }, token);
    expect((confirmed.body.address as { customerConfirmedAt: string | null }).customerConfirmedAt).not.toBeNull();
    const corrected = await callMethod(
      t.sandbox,
      'addressUpdate',
      {
        addressId: newId,
        address1: '1 Infinite Loop',
        address2: 'Building 4',
        city: 'Cupertino',
        postalCode: '95014',
        stateCode: 'CA',
      },
      token,
    );
    expect(corrected.body.address).toMatchObject({ address2: 'Building 4', customerConfirmedAt: null });

    const lastHome = await callMethod(t.sandbox, 'addressDelete', { addressId: newId }, token);
    expect(lastHome.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'addressLastHome' }] });
    const office = await callMethod(
      t.sandbox,
      'addressCreate',
      {
        addressKind: 5,
        address1: '5 Office Park',
        city: 'Austin',
        postalCode: '73301',
        countryCode: 'US',
        stateCode: 'TX',
      },
      token,
    );
    const officeId = (office.body.address as { addressId: number }).addressId;
    expect((await callMethod(t.sandbox, 'addressDelete', { addressId: officeId }, token)).body.responseCode).toBe('00');
    expect(((await callMethod(t.sandbox, 'addressList', {}, token)).body.addresses as unknown[]).length).toBe(1);
  });
});

describe('username change', () => {
  it('goes pending, becomes active with the code, and the new username signs in', async () => {
    const created = await callMethod(
      t.sandbox,
      'usernameChangeRequestCreate',
      { desiredUsername: 'cora@newmail.test' },
      token,
    );
    expect(created.body).toMatchObject({
      responseCode: '00',
      request: { status: 'pending', desiredUsername: 'cora@newmail.test' },
    });
    const requestId = (created.body.request as { requestId: number }).requestId;
    const code = (await outbox(t.sandbox, 'cora@newmail.test')).find(
      (message) => message.subject === 'Confirm your new username',
    )?.code;
    const wrong = await callMethod(t.sandbox, 'usernameChangeConfirm', { requestId, code: '000000' }, token);
    expect(wrong.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'code' }] });
    const done = await callMethod(t.sandbox, 'usernameChangeConfirm', { requestId, code }, token);
    expect(done.body).toMatchObject({
      responseCode: '00',
      username: 'cora@newmail.test',
      request: { status: 'active' },
    });
    expect((await login(t.sandbox, USER)).status).toBe(401);
    expect((await login(t.sandbox, 'cora@newmail.test', { password: DEMO_PASSWORD })).status).toBe(200);
    const notices = await callMethod(t.sandbox, 'notificationList', { pageNumber: 1, pageSize: 10 }, token);
    expect((notices.body.notifications as { type: string }[]).map((notice) => notice.type)).toContain(
      'usernameChanged',
    );
  });

  it('refuses a taken username, fails when it is taken before the confirmation, and cancels', async () => {
    const taken = await callMethod(
      t.sandbox,
      'usernameChangeRequestCreate',
      { desiredUsername: DEMO_USERS.personal },
      token,
    );
    expect(taken.body).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'usernameTaken' }] });

    const created = await callMethod(
      t.sandbox,
      'usernameChangeRequestCreate',
      { desiredUsername: 'cora@race.test' },
      token,
    );
    const requestId = (created.body.request as { requestId: number }).requestId;
    expect((await callMethod(t.sandbox, 'usernameChangeRequestDelete', { requestId }, token)).body.responseCode).toBe(
      '00',
    );
    expect((await callMethod(t.sandbox, 'usernameChangeGet', {}, token)).body).toMatchObject({
      username: USER,
      request: null,
    });

    const again = await callMethod(
      t.sandbox,
      'usernameChangeRequestCreate',
      { desiredUsername: 'cora@race.test' },
      token,
    );
    const againId = (again.body.request as { requestId: number }).requestId;
    const code = (await outbox(t.sandbox, 'cora@race.test'))[0]?.code;
    // Someone else takes the address first.
    const other = (await signIn(t.sandbox, DEMO_USERS.personal)).accessToken;
    const theirs = await callMethod(
      t.sandbox,
      'usernameChangeRequestCreate',
      { desiredUsername: 'cora@race.test' },
      other,
    );
    const theirCode = (await outbox(t.sandbox, 'cora@race.test'))[0]?.code;
    await callMethod(
      t.sandbox,
      'usernameChangeConfirm',
      { requestId: (theirs.body.request as { requestId: number }).requestId, code: theirCode },
      other,
    );
    const failed = await callMethod(t.sandbox, 'usernameChangeConfirm', { requestId: againId, code }, token);
    expect(failed.body).toMatchObject({ responseCode: '00', username: USER, request: { status: 'failed' } });
    const notices = await callMethod(t.sandbox, 'notificationList', { pageNumber: 1, pageSize: 10 }, token);
    expect((notices.body.notifications as { type: string }[]).map((notice) => notice.type)).toContain(
      'usernameChangeFailed',
    );
  });
});

describe('notification settings take effect', () => {
  const notice = {
    to: USER,
    type: 'documentRejected',
    severity: 'warning',
    title: 'Document rejected',
    message: 'Your proof of address was rejected.',
  };
  const settings = (email: boolean, sms: boolean, documents: boolean) => ({
    settings: {
      channels: { email, sms, push: true },
      groups: { documents, transfers: true, contracts: true, support: true, cards: true, news: true },
    },
  });
  const copies = async () =>
    (await outbox(t.sandbox, USER)).filter((message) => message.subject === 'Document rejected');
  const centre = async () =>
    (
      (await callMethod(t.sandbox, 'notificationList', { pageNumber: 1, pageSize: 10 }, token)).body.notifications as {
        type: string;
      }[]
    ).length;

  it('sends e-mail and SMS copies only on the channels switched on', async () => {
    await callMethod(t.sandbox, 'notificationSettingsUpdate', settings(true, true, true), token);
    await send(t.sandbox, 'POST', '/sandbox/notifications', notice);
    expect((await copies()).map((message) => message.channel).sort()).toEqual(['email', 'sms']);

    await callMethod(t.sandbox, 'notificationSettingsUpdate', settings(false, false, true), token);
    await send(t.sandbox, 'POST', '/sandbox/notifications', notice);
    expect(await copies()).toHaveLength(2);
    expect(await centre()).toBe(2);
  });

  it('delivers nothing for a group switched off, and e-mails go to the primary address', async () => {
    await callMethod(t.sandbox, 'notificationSettingsUpdate', settings(true, false, false), token);
    await send(t.sandbox, 'POST', '/sandbox/notifications', notice);
    expect(await copies()).toHaveLength(0);
    expect(await centre()).toBe(0);

    await callMethod(t.sandbox, 'notificationSettingsUpdate', settings(true, false, true), token);
    const added = await callMethod(t.sandbox, 'emailAdd', { email: 'cora.alerts@example.test' }, token);
    const entry = added.body.email as Email;
    const code = (await outbox(t.sandbox, 'cora.alerts@example.test'))[0]?.code;
    await callMethod(t.sandbox, 'emailConfirm', { emailId: entry.confirmationId, confirmationCode: code });
    await callMethod(t.sandbox, 'emailSetPrimary', { id: entry.id }, token);
    await send(t.sandbox, 'POST', '/sandbox/notifications', notice);
    expect((await copies()).map((message) => message.to)).toEqual(['cora.alerts@example.test']);
  });

  it('pushes to linked phones only while push is on', async () => {
    const security = 'security@demo.test';
    const securityToken = (await signIn(t.sandbox, security)).accessToken;
    await send(t.sandbox, 'POST', '/sandbox/notifications', { ...notice, to: security });
    const pushes = async () =>
      ((await send(t.sandbox, 'GET', `/sandbox/push-notices?to=${security}`)).body.notices as unknown[]).length;
    expect(await pushes()).toBe(1);
    await callMethod(
      t.sandbox,
      'notificationSettingsUpdate',
      {
        settings: {
          channels: { email: true, sms: false, push: false },
          groups: settings(true, false, true).settings.groups,
        },
      },
      securityToken,
    );
    await send(t.sandbox, 'POST', '/sandbox/notifications', { ...notice, to: security });
    expect(await pushes()).toBe(1);
  });
});
