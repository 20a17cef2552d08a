/**
 * The realtime socket `/ws`: `?token=ACCESS` for a signed-in user, `?loginKey=CODE` for a push login waiting for
 * approval. The upgrade is refused with 401 when neither is valid. `InProcessWebSocket` offers the same channel
 * without a port, for tests that run the sandbox in-process.
 */
import { upgradeWebSocket } from '@hono/node-server';
import type { Hono, MiddlewareHandler } from 'hono';
import type { SandboxContext } from '../context';
import { findLoginKey, isOpen } from '../domain/login-keys';
import type { RealtimeSocket, Subscription } from '../domain/realtime-hub';
import { authenticateAccessToken } from '../domain/sessions';
import { jsonResponse } from './contract';
import type { SandboxEnv } from './env';

export type SocketAuthorization = { ok: true; subscription: Subscription } | { ok: false; message: string };

export function authorizeSocket(context: SandboxContext, url: URL): SocketAuthorization {
  const token = url.searchParams.get('token');
  if (token) {
    const result = authenticateAccessToken(context, token);
    return result.ok ? { ok: true, subscription: { kind: 'user', userId: result.auth.user.id } } : { ok: false, message: result.message };
  }
  const loginKey = url.searchParams.get('loginKey');
  if (loginKey) {
    const row = findLoginKey(context.db, loginKey);
    if (row && row.flow === 'push' && isOpen(row, context.now())) return { ok: true, subscription: { kind: 'loginKey', loginKey } };
    return { ok: false, message: 'Unknown or expired login key' };
  }
  return { ok: false, message: 'Pass ?token= or ?loginKey=' };
}

/** Registers a socket with the hub; a push login decided before the socket opened is reported at once. */
export function openSocket(context: SandboxContext, socket: RealtimeSocket, subscription: Subscription): void {
  context.realtime.connect(socket, subscription);
  if (subscription.kind !== 'loginKey') return;
  const row = findLoginKey(context.db, subscription.loginKey);
  if (row?.status === 'approved') context.realtime.sendTo(socket, { type: 'loginApproved', loginKey: subscription.loginKey });
  if (row?.status === 'declined') context.realtime.sendTo(socket, { type: 'loginDeclined', loginKey: subscription.loginKey });
}

export function registerRealtimeRoute(app: Hono<SandboxEnv>, context: SandboxContext): void {
  // Authorised before the upgrade, so a bad token is refused with HTTP 401 instead of an opened-then-closed socket.
  const subscriptions = new WeakMap<Request, Subscription>();
  const authorize: MiddlewareHandler<SandboxEnv> = async (c, next) => {
    const result = authorizeSocket(context, new URL(c.req.url));
    if (!result.ok) return jsonResponse({ message: result.message }, 401);
    subscriptions.set(c.req.raw, result.subscription);
    await next();
  };
  app.get(
    '/ws',
    authorize,
    upgradeWebSocket((c) => {
      const subscription = subscriptions.get(c.req.raw);
      let socket: RealtimeSocket | null = null;
      return {
        onOpen(_event, ws) {
          socket = { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) };
          if (subscription) openSocket(context, socket, subscription);
          else ws.close(1008, 'Unauthorized');
        },
        onMessage(event) {
          if (socket && typeof event.data === 'string') context.realtime.receive(socket, event.data);
        },
        onClose() {
          if (socket) context.realtime.disconnect(socket);
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
  return Constructor ? new Constructor('close', { code, reason, wasClean }) : new SandboxCloseEvent('close', { code, reason, wasClean });
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

    constructor(url: string | URL) {
      super();
      this.url = String(url);
      this.hubSocket = {
        send: (data) => queueMicrotask(() => this.readyState === 1 && this.emit('message', new MessageEvent('message', { data }))),
        close: (code, reason) => this.finish(code ?? 1000, reason ?? ''),
      };
      setTimeout(() => {
        if (this.readyState !== 0) return;
        const result = authorizeSocket(context, new URL(this.url, 'ws://sandbox.invalid'));
        if (!result.ok) {
          this.readyState = 3;
          this.emit('error', new Event('error'));
          this.emit('close', closeEvent(1006, result.message, false));
          return;
        }
        this.readyState = 1;
        this.emit('open', new Event('open'));
        openSocket(context, this.hubSocket, result.subscription);
      }, 0);
    }

    send(data: string): void {
      if (this.readyState !== 1) throw new DOMException('WebSocket is not open', 'InvalidStateError');
      queueMicrotask(() => context.realtime.receive(this.hubSocket, data));
    }

    close(code = 1000, reason = ''): void {
      this.finish(code, reason);
    }

    private finish(code: number, reason: string): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      context.realtime.disconnect(this.hubSocket);
      queueMicrotask(() => this.emit('close', closeEvent(code, reason, true)));
    }

    private emit(type: 'open' | 'message' | 'close' | 'error', event: Event): void {
      this.dispatchEvent(event);
      const handler = { open: this.onopen, message: this.onmessage, close: this.onclose, error: this.onerror }[type] as Listener | null;
      handler?.call(this, event);
    }
  };
}
