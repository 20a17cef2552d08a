import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { callMethod, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

async function addFault(fault: Record<string, unknown>) {
  const reply = await send(t.sandbox, 'POST', '/sandbox/faults', fault);
  expect(reply.status).toBe(201);
  return reply.body.fault as { id: number };
}

describe('fault injection', () => {
  it('injects an HTTP status for one named method only', async () => {
    await addFault({ match: { method: 'ipInfo' }, status: 500 });
    expect(await callMethod(t.sandbox, 'ipInfo')).toMatchObject({
      status: 500,
      body: { message: 'Injected fault: HTTP 500' },
    });
    expect(await callMethod(t.sandbox, 'checkEmail', { email: DEMO_USERS.personal })).toMatchObject({
      status: 200,
      body: { responseCode: '00' },
    });
  });

  it('injects a responseCode envelope', async () => {
    await addFault({ match: { method: 'ipInfo' }, responseCode: 'UE' });
    expect(await callMethod(t.sandbox, 'ipInfo')).toMatchObject({
      status: 200,
      body: { responseCode: 'UE', responseDescription: 'Unknown error' },
    });
  });

  it("words an injected refusal in the request's language, as the server's own are", async () => {
    await addFault({ match: { method: 'ipInfo' }, responseCode: '13', times: 1 });
    const reply = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=ipInfo',
      { method: 'ipInfo' },
      { 'accept-language': 'ru' },
    );
    expect(reply.body).toMatchObject({ responseCode: '13', responseDescription: 'Доступ запрещён' });
  });

  it('returns malformed JSON', async () => {
    await addFault({ match: { path: '/auth/refresh' }, malformed: true });
    const response = await t.sandbox.fetch('/auth/refresh', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: 'x' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('drops the connection: fetch rejects with a TypeError as a network failure does', async () => {
    await addFault({ match: { method: 'ipInfo' }, drop: true, times: 1 });
    await expect(callMethod(t.sandbox, 'ipInfo')).rejects.toThrow(TypeError);
    expect((await callMethod(t.sandbox, 'ipInfo')).body).toMatchObject({ responseCode: '00' });
  });

  it('adds latency and then answers normally', async () => {
    await addFault({ match: { method: 'ipInfo' }, latencyMs: 5, times: 1 });
    expect((await callMethod(t.sandbox, 'ipInfo')).body).toMatchObject({ responseCode: '00' });
    expect((await send(t.sandbox, 'GET', '/sandbox/faults')).body).toEqual({ faults: [] });
  });

  it('an aborted request during latency rejects with the abort reason', async () => {
    await addFault({ match: { method: 'ipInfo' }, latencyMs: 60_000 });
    const controller = new AbortController();
    const pending = t.sandbox.fetch('/api/v4?method=ipInfo', { method: 'POST', body: '{}', signal: controller.signal });
    controller.abort(new DOMException('gave up', 'AbortError'));
    await expect(pending).rejects.toThrow('gave up');
  });

  it('applies `times` times, then stops', async () => {
    await addFault({ match: { path: '/api/v4' }, status: 503, times: 2 });
    expect((await callMethod(t.sandbox, 'ipInfo')).status).toBe(503);
    expect((await send(t.sandbox, 'GET', '/sandbox/faults')).body).toMatchObject({
      faults: [{ remaining: 1, hits: 1 }],
    });
    expect((await callMethod(t.sandbox, 'ipInfo')).status).toBe(503);
    expect((await callMethod(t.sandbox, 'ipInfo')).status).toBe(200);
  });

  it('matches REST paths by prefix, keeps control endpoints unfaulted, and is cleared by DELETE', async () => {
    await addFault({ status: 502 });
    expect((await send(t.sandbox, 'POST', '/auth/login', {})).status).toBe(502);
    expect((await send(t.sandbox, 'GET', '/sandbox/health')).status).toBe(200);
    expect(await send(t.sandbox, 'DELETE', '/sandbox/faults')).toMatchObject({ status: 200, body: { faults: [] } });
    expect((await signIn(t.sandbox, DEMO_USERS.personal)).accessToken).toBeTruthy();
  });

  it('removes one fault by id', async () => {
    const fault = await addFault({ match: { method: 'ipInfo' }, status: 500 });
    expect((await send(t.sandbox, 'DELETE', `/sandbox/faults/${fault.id}`)).status).toBe(200);
    expect((await callMethod(t.sandbox, 'ipInfo')).status).toBe(200);
    expect((await send(t.sandbox, 'DELETE', `/sandbox/faults/${fault.id}`)).status).toBe(404);
  });

  it('refuses a fault without an effect or with bad fields', async () => {
    expect(await send(t.sandbox, 'POST', '/sandbox/faults', { match: { method: 'ipInfo' } })).toMatchObject({
      status: 400,
    });
    expect(await send(t.sandbox, 'POST', '/sandbox/faults', { status: 42 })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('status') as unknown },
    });
    expect(await send(t.sandbox, 'POST', '/sandbox/faults', { match: { path: 'auth' }, status: 500 })).toMatchObject({
      status: 400,
    });
  });

  it('counts faulted calls in the stats too', async () => {
    await addFault({ match: { method: 'ipInfo' }, status: 500, times: 1 });
    await callMethod(t.sandbox, 'ipInfo');
    await callMethod(t.sandbox, 'ipInfo');
    expect((await send(t.sandbox, 'GET', '/sandbox/stats')).body).toEqual({ ipInfo: 2 });
  });
});
