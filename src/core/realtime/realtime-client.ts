/**
 * The realtime channel (one websocket per environment): push-login approvals and notifications.
 *
 * Connects to `{url}` and authenticates with the first message: the access token when signed in, or the push
 * login's key while it waits. Neither ever goes into the address, where proxies and server logs would keep it.
 * A connection that drops is reopened with exponential backoff and jitter, capped; a connection that stops
 * answering pings is treated as dropped. Messages are parsed with the contract's `serverMessageSchema`;
 * anything else is ignored with a warning, never thrown into the handlers.
 */
import { computed, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { ClientMessage, ServerMessage } from '../api/contract/realtime';
import { serverMessageSchema } from '../api/contract/realtime';

export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the WebSocket API the client uses; tests inject a class with this shape. */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type RealtimeSocketConstructor = new (url: string) => RealtimeSocket;

export interface BackoffOptions {
  /** Delay before the first reconnect (ms). */
  initialMs: number;
  /** Upper bound of any delay (ms). */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 30_000 };
export const DEFAULT_PING_INTERVAL_MS = 25_000;

export interface RealtimeClientOptions {
  /** The environment's websocketUrl. */
  url: string;
  /** Access token, or a function giving a fresh one on every (re)connect. */
  token?: string | (() => Promise<string | null> | string | null) | undefined;
  /** Key of a push login waiting for approval. */
  loginKey?: string | undefined;
  WebSocketImpl?: RealtimeSocketConstructor | undefined;
  backoff?: BackoffOptions | undefined;
  /** Ping period; a connection without any message for two periods is reopened. */
  pingIntervalMs?: number | undefined;
  /** Random source in [0, 1) for the jitter; tests fix it. */
  random?: (() => number) | undefined;
}

export interface RealtimeClient {
  readonly status: ReadonlySignal<RealtimeStatus>;
  /** Subscribes to one message type; returns the unsubscribe function. */
  on<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void): () => void;
  /** Closes for good: no reconnect, timers cleared. */
  close(): void;
}

/**
 * Delay before reconnect attempt `attempt` (0-based): "equal jitter", half of the exponential delay fixed and
 * half random, so clients that dropped together do not return together, yet never retry at once.
 */
export function reconnectDelay(attempt: number, backoff: BackoffOptions, random: () => number): number {
  const exponential = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

const OPEN = 1;

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const available: RealtimeSocketConstructor | undefined = options.WebSocketImpl ?? globalThis.WebSocket;
  if (!available) throw new Error('createRealtimeClient: no WebSocket implementation in this environment');
  const SocketClass: RealtimeSocketConstructor = available;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pingIntervalMs = options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS;
  const random = options.random ?? Math.random;

  const status = signal<RealtimeStatus>('connecting');
  const handlers = new Map<ServerMessageType, Set<(message: ServerMessage) => void>>();
  let socket: RealtimeSocket | null = null;
  let attempt = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let lastMessageAt = 0;

  /** The first message: the credentials, read fresh on every (re)connect. */
  async function authentication(): Promise<ClientMessage> {
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    return { type: 'auth', ...(token ? { token } : {}), ...(options.loginKey ? { loginKey: options.loginKey } : {}) };
  }

  function stopPing(): void {
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
  }

  function send(message: ClientMessage): void {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function startPing(): void {
    stopPing();
    lastMessageAt = Date.now();
    pingTimer = setInterval(() => {
      if (Date.now() - lastMessageAt >= pingIntervalMs * 2) {
        // Silent for two periods: the connection is dead even if the socket has not noticed.
        const dead = socket;
        handleDrop();
        dead?.close(4000, 'keepalive timeout');
        return;
      }
      send({ type: 'ping' });
    }, pingIntervalMs);
  }

  function dispatch(data: unknown): void {
    let parsed: unknown;
    try {
      parsed = typeof data === 'string' ? JSON.parse(data) : data;
    } catch {
      console.warn('Realtime: ignored a message that is not JSON');
      return;
    }
    const result = serverMessageSchema.safeParse(parsed);
    if (!result.success) {
      console.warn('Realtime: ignored an unknown message', parsed);
      return;
    }
    const message = result.data;
    for (const handler of [...(handlers.get(message.type) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        console.error(`Realtime: a '${message.type}' handler failed`, error);
      }
    }
  }

  function detach(target: RealtimeSocket | null): void {
    if (!target) return;
    target.onopen = null;
    target.onmessage = null;
    target.onclose = null;
    target.onerror = null;
  }

  function handleDrop(): void {
    stopPing();
    detach(socket);
    socket = null;
    if (closed) return;
    status.value = 'reconnecting';
    const delay = reconnectDelay(attempt, backoff, random);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  }

  async function connect(): Promise<void> {
    let auth: ClientMessage;
    try {
      auth = await authentication();
    } catch (error) {
      console.warn('Realtime: could not prepare the connection', error);
      handleDrop();
      return;
    }
    if (closed) return;
    const current = new SocketClass(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      current.send(JSON.stringify(auth));
      status.value = 'open';
      startPing();
    };
    current.onmessage = (event) => {
      lastMessageAt = Date.now();
      dispatch(event.data);
    };
    current.onclose = () => {
      if (socket === current) handleDrop();
    };
    // An error is always followed by close; reconnecting happens there.
    current.onerror = () => undefined;
  }

  void connect();

  return {
    status: computed(() => status.value),
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const entry = handler as (message: ServerMessage) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopPing();
      const current = socket;
      detach(current);
      socket = null;
      current?.close(1000, 'client closed');
      status.value = 'closed';
    },
  };
}
