/**
 * Realtime channel (websocket per environment). The client connects to `{websocketUrl}?token={accessToken}`
 * when signed in, or `?loginKey={code}` while a push login waits for device approval.
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

/** Messages the server sends. */
// Plain unions of objects with one-value enums as tags (not discriminatedUnion/literal): the same parsing, and the
// widget runtime chunk, which holds zod for every element, carries no code for two more schema kinds.
export const serverMessageSchema = z.union([
  z.object({ type: z.enum(['hello']), connectionId: z.string() }),
  z.object({ type: z.enum(['loginApproved']), loginKey: z.string() }),
  z.object({ type: z.enum(['loginDeclined']), loginKey: z.string() }),
  z.object({ type: z.enum(['notification']), notification: notificationSchema }),
  z.object({ type: z.enum(['pong']) }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Messages the client sends. */
export const clientMessageSchema = z.union([z.object({ type: z.enum(['ping']) })]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
