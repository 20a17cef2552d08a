/**
 * Realtime hub: the sockets connected to `/ws`, each subscribed to a signed-in user or to a push login waiting for
 * device approval. Transport-free, so the node server's websockets and the in-process socket share it.
 */
import type { RealtimeNotification, ServerMessage } from '../../src/core/api/contract/realtime';
import { clientMessageSchema } from '../../src/core/api/contract/realtime';
import { randomToken } from './crypto-ids';

export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type Subscription = { kind: 'user'; userId: number } | { kind: 'loginKey'; loginKey: string };

interface Connection {
  id: string;
  subscription: Subscription;
}

export class RealtimeHub {
  private readonly connections = new Map<RealtimeSocket, Connection>();

  /** Registers a socket and greets it with `hello`. Returns the connection id. */
  connect(socket: RealtimeSocket, subscription: Subscription): string {
    const id = randomToken(9);
    this.connections.set(socket, { id, subscription });
    this.sendTo(socket, { type: 'hello', connectionId: id });
    return id;
  }

  disconnect(socket: RealtimeSocket): void {
    this.connections.delete(socket);
  }

  /** A message from a client: `ping` gets `pong`; anything else is ignored, as the contract knows no other. */
  receive(socket: RealtimeSocket, data: string): void {
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = clientMessageSchema.safeParse(message);
    if (parsed.success && parsed.data.type === 'ping') this.sendTo(socket, { type: 'pong' });
  }

  loginDecided(loginKey: string, approved: boolean): number {
    return this.broadcast(
      (s) => s.kind === 'loginKey' && s.loginKey === loginKey,
      approved ? { type: 'loginApproved', loginKey } : { type: 'loginDeclined', loginKey },
    );
  }

  notifyUser(userId: number, notification: RealtimeNotification): number {
    return this.broadcast((s) => s.kind === 'user' && s.userId === userId, { type: 'notification', notification });
  }

  /** Closes every socket (sandbox reset and shutdown). */
  closeAll(reason: string): void {
    for (const socket of [...this.connections.keys()]) {
      this.connections.delete(socket);
      socket.close(1012, reason);
    }
  }

  sendTo(socket: RealtimeSocket, message: ServerMessage): void {
    socket.send(JSON.stringify(message));
  }

  private broadcast(matches: (subscription: Subscription) => boolean, message: ServerMessage): number {
    let count = 0;
    for (const [socket, connection] of this.connections) {
      if (!matches(connection.subscription)) continue;
      this.sendTo(socket, message);
      count += 1;
    }
    return count;
  }
}
