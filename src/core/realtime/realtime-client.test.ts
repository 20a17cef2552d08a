import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeSocket } from './realtime-client';
import { createRealtimeClient, reconnectDelay } from './realtime-client';

class FakeSocket implements RealtimeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.drop();
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

const backoff = { initialMs: 100, maxMs: 1000 };

describe('reconnectDelay', () => {
  it('grows exponentially with jitter in [half, full] and is capped', () => {
    expect(reconnectDelay(0, backoff, () => 0)).toBe(50);
    expect(reconnectDelay(0, backoff, () => 0.999999)).toBe(100);
    expect(reconnectDelay(1, backoff, () => 0)).toBe(100);
    expect(reconnectDelay(2, backoff, () => 0.5)).toBe(300);
    expect(reconnectDelay(10, backoff, () => 0.999999)).toBe(1000);
    expect(reconnectDelay(10, backoff, () => 0)).toBe(500);
  });
});

describe('createRealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('authenticates with its first message, never in the address (proxies log addresses)', async () => {
    const signedIn = createRealtimeClient({
      url: 'ws://sandbox.test/ws',
      token: () => Promise.resolve('tok'),
      WebSocketImpl: FakeSocket,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.latest().url).toBe('ws://sandbox.test/ws');
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    signedIn.close();

    const waiting = createRealtimeClient({ url: 'ws://sandbox.test/ws', loginKey: 'key-1', WebSocketImpl: FakeSocket });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.latest().url).toBe('ws://sandbox.test/ws');
    FakeSocket.latest().open();
    expect(FakeSocket.latest().sent).toEqual([JSON.stringify({ type: 'auth', loginKey: 'key-1' })]);
    waiting.close();
  });

  it('delivers typed messages to the handlers of their type until unsubscribed', async () => {
    const client = createRealtimeClient({ url: 'ws://sandbox.test/ws', loginKey: 'k', WebSocketImpl: FakeSocket });
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.latest();
    socket.open();
    expect(client.status.value).toBe('open');

    const approved = vi.fn();
    const declined = vi.fn();
    const unsubscribe = client.on('loginApproved', approved);
    client.on('loginDeclined', declined);
    socket.receive({ type: 'loginApproved', loginKey: 'k' });
    expect(approved).toHaveBeenCalledWith({ type: 'loginApproved', loginKey: 'k' });
    expect(declined).not.toHaveBeenCalled();

    unsubscribe();
    socket.receive({ type: 'loginApproved', loginKey: 'k' });
    expect(approved).toHaveBeenCalledTimes(1);
    client.close();
  });

  it('ignores messages that are not JSON or not in the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = createRealtimeClient({ url: 'ws://sandbox.test/ws', WebSocketImpl: FakeSocket });
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.latest();
    socket.open();
    const handler = vi.fn();
    client.on('notification', handler);
    socket.receive('{not json');
    socket.receive({ type: 'notification', notification: { id: 1 } });
    socket.receive({ type: 'somethingElse' });
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
    client.close();
  });

  it('a failing handler does not stop the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createRealtimeClient({ url: 'ws://sandbox.test/ws', WebSocketImpl: FakeSocket });
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.latest().open();
    const second = vi.fn();
    client.on('pong', () => {
      throw new Error('handler bug');
    });
    client.on('pong', second);
    FakeSocket.latest().receive({ type: 'pong' });
    expect(second).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    client.close();
  });

  it('reconnects after a drop with growing, capped delays, and resets after a successful open', async () => {
    const client = createRealtimeClient({
      url: 'ws://sandbox.test/ws',
      WebSocketImpl: FakeSocket,
      backoff,
      random: () => 0.999999,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.instances).toHaveLength(1);

    // Never opens: each drop waits longer (100, 200, 400, 800, then the 1000 cap).
    const expected = [100, 200, 400, 800, 1000, 1000];
    for (const [index, delay] of expected.entries()) {
      FakeSocket.latest().drop();
      expect(client.status.value).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeSocket.instances).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.instances).toHaveLength(index + 2);
    }

    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeSocket.instances).toHaveLength(expected.length + 2);
    client.close();
  });

  it('asks for a fresh token on every reconnect', async () => {
    let count = 0;
    const client = createRealtimeClient({
      url: 'ws://sandbox.test/ws',
      token: () => `t${++count}`,
      WebSocketImpl: FakeSocket,
      backoff,
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    await vi.advanceTimersByTimeAsync(50);
    FakeSocket.latest().open();
    expect(FakeSocket.instances.map((socket) => socket.sent[0])).toEqual([
      JSON.stringify({ type: 'auth', token: 't1' }),
      JSON.stringify({ type: 'auth', token: 't2' }),
    ]);
    client.close();
  });

  it('pings to keep the connection alive and reopens one that went silent', async () => {
    const client = createRealtimeClient({
      url: 'ws://sandbox.test/ws',
      WebSocketImpl: FakeSocket,
      pingIntervalMs: 1000,
      backoff,
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.latest();
    first.open();
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.sent).toEqual([JSON.stringify({ type: 'auth' }), JSON.stringify({ type: 'ping' })]);
    first.receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.sent).toHaveLength(3);

    // No answer for two periods: closed and reopened.
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.closedWith).toBe(4000);
    await vi.advanceTimersByTimeAsync(50);
    expect(FakeSocket.instances).toHaveLength(2);
    client.close();
  });

  it('close() ends for good: socket closed, no reconnect, no timers', async () => {
    const client = createRealtimeClient({ url: 'ws://sandbox.test/ws', WebSocketImpl: FakeSocket, backoff });
    await vi.advanceTimersByTimeAsync(0);
    const socket = FakeSocket.latest();
    socket.open();
    client.close();
    expect(socket.closedWith).toBe(1000);
    expect(client.status.value).toBe('closed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('close() while waiting to reconnect cancels the reconnect', async () => {
    const client = createRealtimeClient({ url: 'ws://sandbox.test/ws', WebSocketImpl: FakeSocket, backoff });
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.latest().drop();
    client.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
