/**
 * Realtime channel (websocket per environment). The client connects to `{websocketUrl}` with nothing in the
 * address (proxies log addresses) and authenticates with its first message: `{ type: 'auth', token }` when signed
 * in, or `{ type: 'auth', loginKey }` while a push login waits for device approval. The server answers `hello`, or
 * closes with code 4401 when the first message is not a valid authentication or does not come within 10 seconds.
 */
import * as z from 'zod/mini';

export const NOTIFICATION_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

export const notificationSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  severity: z.enum(NOTIFICATION_SEVERITIES),
  title: z.optional(z.string()),
  message: z.optional(z.string()),
  transactionId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  createdAt: z.string(),
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type RealtimeNotification = z.infer<typeof notificationSchema>;

/**
 * Messages the server sends. A union of objects tagged by `type` (an enum of one value each) rather than
 * discriminatedUnion + literal: widgets load the realtime client on demand, and zod's code for those two would
 * otherwise join the runtime every element shares.
 */
export const serverMessageSchema = z.union([
  z.object({ type: z.enum(['hello']), connectionId: z.string() }),
  z.object({ type: z.enum(['loginApproved']), loginKey: z.string() }),
  z.object({ type: z.enum(['loginDeclined']), loginKey: z.string() }),
  z.object({ type: z.enum(['notification']), notification: notificationSchema }),
  z.object({ type: z.enum(['pong']) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Messages the client sends. */
export const clientMessageSchema = z.union([
  z.object({ type: z.enum(['ping']) }),
  z.object({ type: z.enum(['auth']), token: z.optional(z.string()), loginKey: z.optional(z.string()) }),
]);

/** Close code of a socket whose first message did not authenticate it. */
export const REALTIME_UNAUTHORIZED_CLOSE = 4401;
export type ClientMessage = z.infer<typeof clientMessageSchema>;
