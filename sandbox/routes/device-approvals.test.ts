import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { bearer, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

async function addDevice(token: string, code = 'APP-7Q2X') {
  return send(t.sandbox, 'POST', '/auth/devices', { name: 'Work phone', code, type: 'android' }, bearer(token));
}

async function approvalCode(): Promise<string | undefined> {
  const messages = await outbox(t.sandbox, DEMO_USERS.personal);
  return messages.filter((message) => message.subject === 'Approve a new device').at(-1)?.code ?? undefined;
}

describe('device approval', () => {
  it('a device added by code waits for approval and is linked only after the e-mailed code', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const created = await addDevice(accessToken);
    expect(created).toMatchObject({ status: 200, body: { name: 'Work phone', status: 'pending' } });
    const deviceId = String(created.body.id);

    const linkedBefore = await send(t.sandbox, 'GET', '/device-api/device', undefined, bearer(accessToken));
    expect((linkedBefore.body.devices as { id: number }[]).map((device) => String(device.id))).not.toContain(deviceId);
    const all = await send(t.sandbox, 'GET', '/auth/devices', undefined, bearer(accessToken));
    expect(all.body.devices).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'pending' })]));

    const methods = await send(t.sandbox, 'GET', '/auth/devices/approve-methods', undefined, bearer(accessToken));
    expect(methods.status).toBe(200);
    expect(methods.body.methods).toContainEqual({ id: 'email', type: 'email', destination: 'p•••@demo.test' });

    const started = await send(
      t.sandbox,
      'POST',
      `/auth/devices/${deviceId}/approve`,
      { methodId: 'email' },
      bearer(accessToken),
    );
    expect(started).toMatchObject({ status: 200, body: { methodId: 'email', destination: 'p•••@demo.test' } });
    const code = await approvalCode();
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await send(
      t.sandbox,
      'PATCH',
      `/auth/devices/${deviceId}/approve/email`,
      { code: code === '000000' ? '111111' : '000000' },
      bearer(accessToken),
    );
    expect(wrong.status).toBe(400);
    expect(
      (await send(t.sandbox, 'GET', `/auth/devices/${deviceId}`, undefined, bearer(accessToken))).body,
    ).toMatchObject({ status: 'pending' });

    const approved = await send(
      t.sandbox,
      'PATCH',
      `/auth/devices/${deviceId}/approve/email`,
      { code },
      bearer(accessToken),
    );
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved' } });
    expect(
      (await send(t.sandbox, 'GET', `/auth/devices/${deviceId}`, undefined, bearer(accessToken))).body,
    ).toMatchObject({ status: 'approved' });
    const linked = await send(t.sandbox, 'GET', '/device-api/device', undefined, bearer(accessToken));
    expect((linked.body.devices as { id: number }[]).map((device) => String(device.id))).toContain(deviceId);

    // A used code and an approved device take no second approval.
    expect(
      (await send(t.sandbox, 'PATCH', `/auth/devices/${deviceId}/approve/email`, { code }, bearer(accessToken))).status,
    ).toBe(409);

    expect(
      (await send(t.sandbox, 'DELETE', `/device-api/device/${deviceId}`, undefined, bearer(accessToken))).status,
    ).toBe(200);
    expect((await send(t.sandbox, 'GET', `/auth/devices/${deviceId}`, undefined, bearer(accessToken))).status).toBe(
      404,
    );
  });

  it("a pending device's secret does not sign in, and a pending device is not unlinked by the device API", async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const created = await addDevice(accessToken, 'APP-SECRET1');
    const secret = created.body.secret as string;
    const viaSecret = await send(t.sandbox, 'POST', '/auth/token', { secret });
    expect(viaSecret.status).toBe(401);
    const deviceId = String(created.body.id);
    expect(
      (await send(t.sandbox, 'DELETE', `/device-api/device/${deviceId}`, undefined, bearer(accessToken))).status,
    ).toBe(404);
    // Declining: the device is removed through the auth service.
    expect((await send(t.sandbox, 'DELETE', `/auth/devices/${deviceId}`, undefined, bearer(accessToken))).status).toBe(
      200,
    );
  });

  it('refuses a second device with the same code and the device of another user', async () => {
    const personal = await signIn(t.sandbox, DEMO_USERS.personal);
    const created = await addDevice(personal.accessToken, 'APP-ONCE');
    expect((await addDevice(personal.accessToken, 'app-once')).status).toBe(409);
    const other = await signIn(t.sandbox, DEMO_USERS.business);
    const deviceId = String(created.body.id);
    expect(
      (await send(t.sandbox, 'GET', `/auth/devices/${deviceId}`, undefined, bearer(other.accessToken))).status,
    ).toBe(404);
    expect(
      (
        await send(
          t.sandbox,
          'POST',
          `/auth/devices/${deviceId}/approve`,
          { methodId: 'email' },
          bearer(other.accessToken),
        )
      ).status,
    ).toBe(404);
  });
});
