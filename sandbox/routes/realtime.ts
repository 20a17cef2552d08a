/**
 * The realtime socket `/ws`. Nothing secret goes in its address (proxies and logs keep addresses): the client
 * authenticates with its first message, `{ type: 'auth', token }` for a signed-in user or `{ type: 'auth', loginKey }`
 * for a push login waiting for approval. Until then the socket gets nothing; a first message that does not
 * authenticate, or none within 10 seconds, closes it with 4401. `InProcessWebSocket` offers the same channel
 * without a port, for tests that run the sandbox in-process.
 */
import { upgradeWebSocket } from '@hono/node-server';
import type { Hono } from 'hono';
import { clientMessageSchema, REALTIME_UNAUTHORIZED_CLOSE } from '../../src/core/api/contract/realtime';
import type { SandboxContext } from '../context';
import { findLoginKey, isOpen } from '../domain/login-keys';
import type { RealtimeSocket, Subscription } from '../domain/realtime-hub';
import { authenticateAccessToken } from '../domain/sessions';
import { jsonResponse } from './contract';
import type { SandboxEnv } from './env';

/** How long an opened socket may stay without authenticating. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;

export type SocketAuthorization = { ok: true; subscription: Subscription } | { ok: false; message: string };

/** Checks the credentials of an `auth` message. */
export function authorizeSocket(
  context: SandboxContext,
  credentials: { token?: string | undefined; loginKey?: string | undefined },
): SocketAuthorization {
  if (credentials.token) {
    const result = authenticateAccessToken(context, credentials.token);
    return result.ok
      ? { ok: true, subscription: { kind: 'user', userId: result.auth.user.id } }
      : { ok: false, message: result.message };
  }
  if (credentials.loginKey) {
    const row = findLoginKey(context.db, credentials.loginKey);
    if (row && row.flow === 'push' && isOpen(row, context.now()))
      return { ok: true, subscription: { kind: 'loginKey', loginKey: credentials.loginKey } };
    return { ok: false, message: 'Unknown or expired login key' };
  }
  return { ok: false, message: 'Authenticate with a token or a login key' };
}

/** Registers a socket with the hub; a push login decided before the socket opened is reported at once. */
export function openSocket(context: SandboxContext, socket: RealtimeSocket, subscription: Subscription): void {
  context.realtime.connect(socket, subscription);
  if (subscription.kind !== 'loginKey') return;
  const row = findLoginKey(context.db, subscription.loginKey);
  if (row?.status === 'approved')
    context.realtime.sendTo(socket, { type: 'loginApproved', loginKey: subscription.loginKey });
  if (row?.status === 'declined')
    context.realtime.sendTo(socket, { type: 'loginDeclined', loginKey: subscription.loginKey });
}

/** One connection's life: the first message authenticates it, every later one goes to the hub. */
export function socketConnection(
  context: SandboxContext,
  socket: RealtimeSocket,
): { message(data: string): void; closed(): void } {
  let subscription: Subscription | null = null;
  let timer: ReturnType<typeof setTimeout> | null = setTimeout(() => {
    timer = null;
    if (!subscription) socket.close(REALTIME_UNAUTHORIZED_CLOSE, 'Authenticate first');
  }, SOCKET_AUTH_TIMEOUT_MS);
  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    message(data) {
      if (subscription) {
        context.realtime.receive(socket, data);
        return;
      }
      stopTimer();
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        parsed = null;
      }
      const message = clientMessageSchema.safeParse(parsed);
      const result =
        message.success && message.data.type === 'auth'
          ? authorizeSocket(context, message.data)
          : { ok: false as const, message: 'Authenticate first' };
      if (!result.ok) {
        socket.close(REALTIME_UNAUTHORIZED_CLOSE, result.message);
        return;
      }
      subscription = result.subscription;
      openSocket(context, socket, subscription);
    },
    closed() {
      stopTimer();
      if (subscription) context.realtime.disconnect(socket);
    },
  };
}

export function registerRealtimeRoute(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.get(
    '/ws',
    upgradeWebSocket(() => {
      let connection: ReturnType<typeof socketConnection> | null = null;
      return {
        onOpen(_event, ws) {
          connection = socketConnection(context, {
            send: (data) => ws.send(data),
            close: (code, reason) => ws.close(code, reason),
          });
        },
        onMessage(event) {
          if (connection && typeof event.data === 'string') connection.message(event.data);
        },
        onClose() {
          connection?.closed();
        },
      };
    }),
    () => jsonResponse({ message: 'Connect with a WebSocket upgrade' }, 426),
  );
}

type Listener = (event: Event) => void;

/** Node 20 has no global CloseEvent (browsers and happy-dom do). */
class SandboxCloseEvent extends Event {
  readonly code: number;
  readonly reason: string;
  readonly wasClean: boolean;
  constructor(type: string, init: { code: number; reason: string; wasClean: boolean }) {
    super(type);
    this.code = init.code;
    this.reason = init.reason;
    this.wasClean = init.wasClean;
  }
}

function closeEvent(code: number, reason: string, wasClean: boolean): CloseEvent {
  const Constructor = (globalThis as { CloseEvent?: typeof CloseEvent }).CloseEvent;
  return Constructor
    ? new Constructor('close', { code, reason, wasClean })
    : new SandboxCloseEvent('close', { code, reason, wasClean });
}

/**
 * A browser-like WebSocket connected to the sandbox in memory (no port), for component tests:
 * `createRealtimeClient({ url, WebSocketImpl: sandbox.WebSocket })`. Opens and delivers asynchronously like the real one.
 */
export function inProcessWebSocketClass(context: SandboxContext) {
  return class InProcessWebSocket extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSING = 2;
    readonly CLOSED = 3;
    readonly url: string;
    readonly protocol = '';
    readonly extensions = '';
    binaryType: BinaryType = 'blob';
    readonly bufferedAmount = 0;
    readyState = 0;
    onopen: Listener | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    onerror: Listener | null = null;
    private readonly hubSocket: RealtimeSocket;
    private connection: ReturnType<typeof socketConnection> | null = null;

    constructor(url: string | URL) {
      super();
      this.url = String(url);
      this.hubSocket = {
        send: (data) =>
          queueMicrotask(() => this.readyState === 1 && this.emit('message', new MessageEvent('message', { data }))),
        close: (code, reason) => this.finish(code ?? 1000, reason ?? ''),
      };
      setTimeout(() => {
        if (this.readyState !== 0) return;
        this.readyState = 1;
        this.connection = socketConnection(context, this.hubSocket);
        this.emit('open', new Event('open'));
      }, 0);
    }

    send(data: string): void {
      if (this.readyState !== 1) throw new DOMException('WebSocket is not open', 'InvalidStateError');
      queueMicrotask(() => this.connection?.message(data));
    }

    close(code = 1000, reason = ''): void {
      this.finish(code, reason);
    }

    private finish(code: number, reason: string): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      this.connection?.closed();
      queueMicrotask(() => this.emit('close', closeEvent(code, reason, true)));
    }

    private emit(type: 'open' | 'message' | 'close' | 'error', event: Event): void {
      this.dispatchEvent(event);
      const handler = { open: this.onopen, message: this.onmessage, close: this.onclose, error: this.onerror }[
        type
      ] as Listener | null;
      handler?.call(this, event);
    }
  };
}
