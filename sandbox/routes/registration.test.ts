/** Registration, activation, resend, password reset and e-mail confirmation over the wire. */
import { describe, expect, it } from 'vitest';
import { REGISTRATION_DEMO } from '../db/seed-registration';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed';
import { callMethod, login, outbox, send, useTestSandbox, solvedBotCheck } from '../test-support';

const t = useTestSandbox();

const NEW_PASSWORD = 'Fresh-start-42';

const botToken = () => solvedBotCheck(t.sandbox);

function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    registrationType: 'freelancer',
    firstName: 'Nora',
    lastName: 'Newcomer',
    email: 'nora@example.test',
    phoneCountryCode: '40',
    phone: '722000555',
    birthDay: '1991-03-04',
    countryCode: 'RO',
    password: NEW_PASSWORD,
    termsAccepted: true,
    ...overrides,
  };
}

function validationCodes(body: Record<string, unknown>): string[] {
  return ((body.validationErrors as { code: string }[] | undefined) ?? []).map((error) => error.code);
}

describe('bot check', () => {
  it('burns a challenge on a wrong answer and spends a token once', async () => {
    const challenge = await send<{ challengeId: string; a: number; b: number }>(
      t.sandbox,
      'POST',
      '/sandbox/bot-check/challenge',
      { siteKey: 'sandbox' },
    );
    const wrong = await send(t.sandbox, 'POST', '/sandbox/bot-check/verify', {
      challengeId: challenge.body.challengeId,
      answer: '999',
    });
    expect(wrong.status).toBe(422);
    const again = await send(t.sandbox, 'POST', '/sandbox/bot-check/verify', {
      challengeId: challenge.body.challengeId,
      answer: String(challenge.body.a + challenge.body.b),
    });
    expect(again.status).toBe(422);

    const token = await botToken();
    expect(
      (await callMethod(t.sandbox, 'personalAccountCreate', registration({ captcha: token }))).body.responseCode,
    ).toBe('00');
    const reused = await callMethod(
      t.sandbox,
      'personalAccountCreate',
      registration({ captcha: token, email: 'other@example.test', phone: '722000556' }),
    );
    expect(validationCodes(reused.body)).toEqual(['botCheckFailed']);
    const forged = await callMethod(
      t.sandbox,
      'personalAccountCreate',
      registration({ captcha: `${token}x`, email: 'other@example.test', phone: '722000556' }),
    );
    expect(validationCodes(forged.body)).toEqual(['botCheckFailed']);
  });
});

describe('personal registration and activation', () => {
  it('registers a pending user who cannot sign in until the e-mailed link activates the account', async () => {
    const created = await callMethod(
      t.sandbox,
      'personalAccountCreate',
      registration({ captcha: await botToken() }),
      undefined,
    );
    expect(created.body).toMatchObject({ responseCode: '00', email: 'nora@example.test' });

    expect((await callMethod(t.sandbox, 'checkEmail', { email: 'nora@example.test' })).body).toMatchObject({
      exists: true,
      isActivated: false,
    });
    expect(
      (await callMethod(t.sandbox, 'checkPhone', { phoneCountryCode: '40', phone: '722000555' })).body,
    ).toMatchObject({ exists: true });
    const blocked = await login(t.sandbox, 'nora@example.test', { password: NEW_PASSWORD });
    expect(blocked.status).toBe(403);
    expect(String(blocked.body.message)).toMatch(/not activated/);

    const [mail] = await outbox(t.sandbox, 'nora@example.test');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/activate');
    expect(link.searchParams.get('action')).toBe('activation');
    const activated = await callMethod(t.sandbox, 'accountActivate', {
      username: link.searchParams.get('user'),
      activationCode: link.searchParams.get('code'),
    });
    expect(activated.body).toMatchObject({ responseCode: '00' });
    expect(typeof activated.body.accessToken).toBe('string');
    // The e-mailed link proves the address: verification and the profile's e-mail list show it confirmed.
    const token = String(activated.body.accessToken);
    const profile = (await callMethod(t.sandbox, 'profileInfoGet', {}, token)).body.profile as {
      emailConfirmed: boolean;
    };
    expect(profile.emailConfirmed).toBe(true);
    const emails = (await callMethod(t.sandbox, 'emailList', {}, token)).body.emails as {
      email: string;
      confirmed: boolean;
    }[];
    expect(emails).toEqual([expect.objectContaining({ email: 'nora@example.test', confirmed: true })]);

    const again = await callMethod(t.sandbox, 'accountActivate', {
      username: 'nora@example.test',
      activationCode: link.searchParams.get('code'),
    });
    expect(validationCodes(again.body)).toEqual(['alreadyActive']);
    const signedIn = await login(t.sandbox, 'nora@example.test', { password: NEW_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.accessToken).toBeTypeOf('string');
  });

  it('refuses taken e-mails and phones, minors and broken password rules with a code per field', async () => {
    const taken = await callMethod(
      t.sandbox,
      'personalAccountCreate',
      registration({
        email: DEMO_USERS.personal,
        phoneCountryCode: '44',
        phone: '7700900101',
        captcha: await botToken(),
      }),
    );
    expect(taken.body.responseCode).toBe('VF');
    expect(validationCodes(taken.body)).toEqual(['emailTaken', 'phoneTaken']);

    const minor = await callMethod(
      t.sandbox,
      'personalAccountCreate',
      registration({ birthDay: '2015-01-01', captcha: 'x' }),
    );
    expect(validationCodes(minor.body)).toEqual(['tooYoung']);

    const weak = await callMethod(
      t.sandbox,
      'personalAccountCreate',
      registration({ password: 'short', captcha: 'x' }),
    );
    expect(weak.body.responseCode).toBe('VF');
    expect(JSON.stringify(weak.body.validationErrors)).toContain('password');
  });

  it('resends the activation link: the new link works, the old one does not', async () => {
    const email = REGISTRATION_DEMO.pendingPersonal.email;
    expect((await callMethod(t.sandbox, 'activationCodeResend', { email })).body.responseCode).toBe('00');
    const stale = await callMethod(t.sandbox, 'accountActivate', {
      username: email,
      activationCode: REGISTRATION_DEMO.pendingPersonal.code,
    });
    expect(validationCodes(stale.body)).toEqual(['activationInvalid']);
    const [mail] = await outbox(t.sandbox, email);
    const code = new URL(mail?.link ?? '').searchParams.get('code');
    expect(
      (await callMethod(t.sandbox, 'accountActivate', { username: email, activationCode: code })).body.responseCode,
    ).toBe('00');
    const active = await callMethod(t.sandbox, 'activationCodeResend', { email: DEMO_USERS.personal });
    expect(validationCodes(active.body)).toEqual(['alreadyActive']);
  });

  it('activates a business, which sends the employee a link; the employee chooses a password there', async () => {
    const business = REGISTRATION_DEMO.pendingBusiness;
    const employee = REGISTRATION_DEMO.pendingEmployee;
    const wrongKind = await callMethod(t.sandbox, 'accountActivate', {
      username: business.email,
      activationCode: business.code,
    });
    expect(validationCodes(wrongKind.body)).toEqual(['activationInvalid']);
    expect(
      (await callMethod(t.sandbox, 'businessAccountActivate', { email: business.email, activationCode: business.code }))
        .body.responseCode,
    ).toBe('00');

    const [mail] = await outbox(t.sandbox, employee.email);
    const link = new URL(mail?.link ?? '');
    expect(link.searchParams.get('action')).toBe('activationEmployee');
    const withoutPassword = await callMethod(t.sandbox, 'accountActivate', {
      username: employee.email,
      activationCode: link.searchParams.get('code'),
    });
    expect(validationCodes(withoutPassword.body)).toEqual(['passwordRequired']);
    const done = await callMethod(t.sandbox, 'accountActivate', {
      username: employee.email,
      activationCode: link.searchParams.get('code'),
      password: NEW_PASSWORD,
    });
    expect(done.body.responseCode).toBe('00');
    expect((await login(t.sandbox, employee.email, { password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('password reset', () => {
  it('request, code check, change: the old password and sessions stop working', async () => {
    const before = await login(t.sandbox, DEMO_USERS.personal);
    const oldRefresh = String(before.body.refreshToken);
    expect(
      (await callMethod(t.sandbox, 'passwordResetRequest', { email: DEMO_USERS.personal })).body.responseCode,
    ).toBe('00');
    expect(
      (await callMethod(t.sandbox, 'passwordResetRequest', { email: 'nobody@example.test' })).body.responseCode,
    ).toBe('00');
    expect(await outbox(t.sandbox, 'nobody@example.test')).toEqual([]);

    const [mail] = await outbox(t.sandbox, DEMO_USERS.personal);
    const code = mail?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await callMethod(t.sandbox, 'passwordResetCodeCheck', {
      email: DEMO_USERS.personal,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(validationCodes(wrong.body)).toEqual(['resetCodeInvalid']);
    expect(
      (await callMethod(t.sandbox, 'passwordResetCodeCheck', { email: DEMO_USERS.personal, code })).body.responseCode,
    ).toBe('00');
    expect(
      (await callMethod(t.sandbox, 'passwordResetChange', { email: DEMO_USERS.personal, code, password: NEW_PASSWORD }))
        .body.responseCode,
    ).toBe('00');

    expect((await login(t.sandbox, DEMO_USERS.personal, { password: DEMO_PASSWORD })).status).toBe(401);
    expect((await login(t.sandbox, DEMO_USERS.personal, { password: NEW_PASSWORD })).status).toBe(200);
    expect((await send(t.sandbox, 'POST', '/auth/refresh', { refreshToken: oldRefresh })).status).toBe(401);
    const reused = await callMethod(t.sandbox, 'passwordResetChange', {
      email: DEMO_USERS.personal,
      code,
      password: 'Another-pass-7',
    });
    expect(validationCodes(reused.body)).toEqual(['resetNotRequested']);
  });

  it('locks a request after five wrong codes', async () => {
    await callMethod(t.sandbox, 'passwordResetRequest', { email: DEMO_USERS.personal });
    const [mail] = await outbox(t.sandbox, DEMO_USERS.personal);
    const wrongCode = mail?.code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 4; attempt += 1)
      await callMethod(t.sandbox, 'passwordResetCodeCheck', { email: DEMO_USERS.personal, code: wrongCode });
    const fifth = await callMethod(t.sandbox, 'passwordResetCodeCheck', {
      email: DEMO_USERS.personal,
      code: wrongCode,
    });
    expect(validationCodes(fifth.body)).toEqual(['resetLocked']);
    const right = await callMethod(t.sandbox, 'passwordResetCodeCheck', {
      email: DEMO_USERS.personal,
      code: mail?.code,
    });
    expect(validationCodes(right.body)).toEqual(['resetLocked']);
  });
});

describe('e-mail confirmation', () => {
  it('confirms with the seeded link and refuses a wrong code', async () => {
    const { emailId, code } = REGISTRATION_DEMO.emailConfirmation;
    expect(
      validationCodes((await callMethod(t.sandbox, 'emailConfirm', { emailId, confirmationCode: '000000' })).body),
    ).toEqual(['emailConfirmInvalid']);
    expect(
      (await callMethod(t.sandbox, 'emailConfirm', { emailId: String(emailId), confirmationCode: code })).body
        .responseCode,
    ).toBe('00');
  });
});
