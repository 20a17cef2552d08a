import type { AddressInfo } from 'node:net';
import type { ServerType, WebSocketServerLike } from '@hono/node-server';
import { serve } from '@hono/node-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import type { ServerMessage } from '../../src/core/api/contract/realtime';
import { serverMessageSchema } from '../../src/core/api/contract/realtime';
import { DEMO_USERS } from '../db/seed';
import { bearer, login, outbox, send, signIn, useTestSandbox } from '../test-support';

const t = useTestSandbox();

/** Collects the messages of a browser-like socket; `next()` waits for the next one. */
function collect(socket: { addEventListener(type: 'message', listener: (event: MessageEvent) => void): void }) {
  const received: ServerMessage[] = [];
  const waiters: ((message: ServerMessage) => void)[] = [];
  socket.addEventListener('message', (event: MessageEvent) => {
    const message = serverMessageSchema.parse(JSON.parse(String(event.data)));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else received.push(message);
  });
  return {
    next(): Promise<ServerMessage> {
      const queued = received.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/** Sends the authentication as the first message once the socket opens, as the realtime client does. */
function authenticated<
  S extends { addEventListener(type: 'open', listener: () => void): void; send(data: string): void },
>(socket: S, credentials: { token?: string; loginKey?: string }): S {
  socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'auth', ...credentials })));
  return socket;
}

describe('in-process WebSocket', () => {
  it('greets a push login waiting for approval and reports the approval', async () => {
    const started = await login(t.sandbox, DEMO_USERS.push);
    const key = started.body.code as string;
    const socket = authenticated(new t.sandbox.WebSocket('ws://127.0.0.1:4010/ws'), { loginKey: key });
    const messages = collect(socket);
    expect(await messages.next()).toMatchObject({ type: 'hello' });
    expect(socket.readyState).toBe(1);

    socket.send(JSON.stringify({ type: 'ping' }));
    expect(await messages.next()).toEqual({ type: 'pong' });

    await send(t.sandbox, 'POST', `/sandbox/device/${key}/approve`);
    expect(await messages.next()).toEqual({ type: 'loginApproved', loginKey: key });
    socket.close();
  });

  it('reports a decision taken before the socket opened, and a decline', async () => {
    const started = await login(t.sandbox, DEMO_USERS.push);
    const key = started.body.code as string;
    await send(t.sandbox, 'POST', `/sandbox/device/${key}/decline`);
    const socket = authenticated(new t.sandbox.WebSocket('ws://127.0.0.1:4010/ws'), { loginKey: key });
    const messages = collect(socket);
    expect(await messages.next()).toMatchObject({ type: 'hello' });
    expect(await messages.next()).toEqual({ type: 'loginDeclined', loginKey: key });
    socket.close();
  });

  it('closes a socket whose first message is not a valid token or login key, with 4401', async () => {
    const socket = authenticated(new t.sandbox.WebSocket('ws://127.0.0.1:4010/ws'), { token: 'nope' });
    const closed = await new Promise<CloseEvent>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event)),
    );
    expect(closed.code).toBe(4401);
    expect(socket.readyState).toBe(3);
  });

  it('ignores credentials in the address: a token in the URL authenticates nothing', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    const socket = authenticated(new t.sandbox.WebSocket(`ws://127.0.0.1:4010/ws?token=${tokens.accessToken}`), {});
    const closed = await new Promise<CloseEvent>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event)),
    );
    expect(closed.code).toBe(4401);
  });

  it('delivers notifications to the signed-in user, e.g. after a two-step change', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.personal);
    const socket = authenticated(new t.sandbox.WebSocket('ws://127.0.0.1:4010/ws'), { token: tokens.accessToken });
    const messages = collect(socket);
    expect(await messages.next()).toMatchObject({ type: 'hello' });

    const started = await send(
      t.sandbox,
      'POST',
      '/customer/two-step-verification',
      { mode: 'push' },
      bearer(tokens.accessToken),
    );
    const [mail] = await outbox(t.sandbox, DEMO_USERS.personal);
    await send(
      t.sandbox,
      'POST',
      `/customer/two-step-verification/${String(started.body.reqId)}/confirm`,
      { code: mail?.code },
      bearer(tokens.accessToken),
    );
    expect(await messages.next()).toMatchObject({
      type: 'notification',
      notification: { type: 'TwoStepVerificationModeSet', data: { mode: 'push' } },
    });

    expect(
      await send(t.sandbox, 'POST', '/sandbox/notifications', {
        to: DEMO_USERS.personal,
        type: 'PasswordChange',
        severity: 'success',
      }),
    ).toMatchObject({
      body: { delivered: 1 },
    });
    expect(await messages.next()).toMatchObject({
      type: 'notification',
      notification: { type: 'PasswordChange', severity: 'success' },
    });
    socket.close();
  });
});

describe('notices of account settings', () => {
  it('sends acceptTermsLogin when pending terms are accepted', async () => {
    const tokens = await signIn(t.sandbox, DEMO_USERS.terms);
    const socket = authenticated(new t.sandbox.WebSocket('ws://127.0.0.1:4010/ws'), { token: tokens.accessToken });
    const messages = collect(socket);
    expect(await messages.next()).toMatchObject({ type: 'hello' });
    const accepted = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=termsAccept',
      { method: 'termsAccept', termsIds: ['terms-2025-03'] },
      bearer(tokens.accessToken),
    );
    expect(accepted.body).toMatchObject({ responseCode: '00' });
    expect(await messages.next()).toMatchObject({
      type: 'notification',
      notification: { type: 'acceptTermsLogin', severity: 'info', data: { termsIds: ['terms-2025-03'] } },
    });
    socket.close();
  });
});

describe('/ws over a real port', () => {
  let server: ServerType;
  let origin: string;

  beforeEach(async () => {
    const websocketServer = new WebSocketServer({ noServer: true });
    server = await new Promise<ServerType>((resolve) => {
      const started = serve(
        {
          fetch: t.sandbox.handle,
          hostname: '127.0.0.1',
          port: 0,
          websocket: { server: websocketServer as WebSocketServerLike },
        },
        () => resolve(started),
      );
    });
    origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
  });

  it('upgrades with a login key and sends loginApproved when the device page approves', async () => {
    const started = await login(t.sandbox, DEMO_USERS.push);
    const key = started.body.code as string;
    const socket = new NodeWebSocket(`ws://${origin}/ws`);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', loginKey: key })));
    const messages = collect(
      socket as unknown as { addEventListener(type: 'message', listener: (event: MessageEvent) => void): void },
    );
    expect(await messages.next()).toMatchObject({ type: 'hello' });
    const approved = await fetch(`http://${origin}/sandbox/device/${key}/approve`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(approved.status).toBe(200);
    expect(await messages.next()).toEqual({ type: 'loginApproved', loginKey: key });
    socket.close();
  });

  it('closes the socket with 4401 when the first message carries a bad token', async () => {
    const socket = new NodeWebSocket(`ws://${origin}/ws`);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: 'bad' })));
    const code = await new Promise<number>((resolve) => socket.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4401);
  });

  it('drops the TCP connection for a drop fault', async () => {
    await send(t.sandbox, 'POST', '/sandbox/faults', { match: { method: 'ipInfo' }, drop: true });
    await expect(fetch(`http://${origin}/api/v4?method=ipInfo`, { method: 'POST', body: '{}' })).rejects.toThrow(
      TypeError,
    );
  });
});
