/**
 * The bridge between an element in `isolation="frame"` mode (on the partner's page) and the frame the portal serves
 * for it (`/embed/<widget>`, the bank's origin). docs/widgets.md "Isolation mode" describes the protocol:
 *
 * 1. The element makes a per-instance nonce and loads `<portal>/embed/<widget>?brand=<id>#host=<its origin>&nonce=<nonce>`.
 *    The fragment never reaches a server; the brand does, and the portal lets only the partner sites registered for
 *    that brand frame the page (`frame-ancestors`). The frame shows that brand and no other.
 * 2. The frame checks that its parent really is that origin (`location.ancestorOrigins`, else the referrer), then
 *    posts `{ type: 'wallet-embed-hello', nonce }` to `parent` with the host's exact origin as the target.
 * 3. The element accepts it only from the portal's exact origin, from its own iframe's window and with its nonce,
 *    then creates a MessageChannel and posts `{ type: 'wallet-embed-connect', nonce }` with one port to the iframe's
 *    window, targeted at the portal's exact origin.
 * 4. The frame accepts that only from the host's exact origin, from its parent window and with the nonce; from then
 *    on both sides talk over the port. Every message is parsed with the schemas below; anything else is dropped.
 *
 * What crosses: attributes (never `api-base`, `portal-origin` or `brand`, which the frame decides itself), brand CSS
 * variables, a mobile shell's one-time code, whether the element shows the frame, and from the frame the element's `wallet-*` events and its content
 * height. Access and refresh tokens stay in the frame: there is no message that could carry them.
 */
import * as z from 'zod/mini';
import { isBrandId, type BrandId } from '../../../core/brand/brand-ids';
import {
  CONNECT_TYPE,
  EMBEDDABLE_WIDGETS,
  FRAME_EVENT_NAME,
  HELLO_TYPE,
  NONCE_PATTERN,
  type EmbeddableWidget,
} from './bridge-protocol';

export {
  CONNECT_TYPE,
  createBridgeNonce,
  EMBEDDABLE_WIDGETS,
  embedUrl,
  HELLO_TYPE,
  type EmbeddableWidget,
} from './bridge-protocol';

/** 128 random bits, hex. */
const nonceSchema = z.string().check(z.regex(NONCE_PATTERN));

/**
 * The schemas use only the zod/mini parts every element's runtime chunk already has (union over an enum `type`, not
 * discriminatedUnion, literal or int), so the bridge adds nothing to the in-page elements' first download.
 */
const requestIdSchema = z.number().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER), z.refine(Number.isInteger));

export const helloSchema = z.strictObject({ type: z.enum([HELLO_TYPE]), nonce: nonceSchema });
export const connectSchema = z.strictObject({ type: z.enum([CONNECT_TYPE]), nonce: nonceSchema });

/**
 * Attribute names the host may set in the frame (kebab-case, at most 40 characters), values up to 32,000 characters:
 * a host's `texts` (docs/widgets.md "Texts") travel as one JSON attribute, which the frame's element checks itself.
 */
const attributeMap = z.record(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/)), z.string().check(z.maxLength(32e3)));

/** `--wallet-*` custom properties; values without anything that could fetch (`url(`) or escape a declaration. */
const variableMap = z.record(
  z.string().check(z.regex(/^--wallet-[a-z0-9-]{1,60}$/)),
  z.string().check(
    z.maxLength(200),
    z.refine((value) => !/url\(|[;{}]|\\/i.test(value)),
  ),
);

/** Host -> frame, over the port. */
export const hostMessageSchema = z.union([
  z.strictObject({
    type: z.enum(['configure']),
    attributes: attributeMap,
    variables: variableMap,
    /** The host set `getSession`: the frame may ask it for a code to exchange. */
    hostSession: z.boolean(),
  }),
  /** A mobile shell's one-time code and its PKCE verifier (the `code` and `code-verifier` attributes). */
  z.strictObject({
    type: z.enum(['hand-over']),
    code: z.string().check(z.minLength(1), z.maxLength(512)),
    codeVerifier: z.string().check(z.minLength(43), z.maxLength(128), z.regex(/^[A-Za-z0-9\-._~]+$/)),
  }),
  /** The answer of the host's `getSession` to a `session-request`: a code and verifier, or nothing. */
  z.strictObject({
    type: z.enum(['session-answer']),
    requestId: requestIdSchema,
    code: z.nullable(z.string().check(z.minLength(1), z.maxLength(512))),
    codeVerifier: z.nullable(z.string().check(z.minLength(43), z.maxLength(128))),
  }),
  /** Whether the element shows the frame: the pay button keeps it, hidden and inert, while its dialog is closed. */
  z.strictObject({ type: z.enum(['visibility']), shown: z.boolean() }),
]);
export type HostMessage = z.output<typeof hostMessageSchema>;

/** Frame -> host, over the port. */
export const frameMessageSchema = z.union([
  /** The content's height in CSS pixels, whenever it changes. */
  z.strictObject({ type: z.enum(['resize']), height: z.number().check(z.gte(0), z.lte(100_000)) }),
  /** One of the element's `wallet-*` events; the host re-dispatches it from the element. */
  z.strictObject({
    type: z.enum(['event']),
    name: z.string().check(z.regex(FRAME_EVENT_NAME)),
    detail: z.unknown(),
  }),
  /** The element in the frame asks the host's `getSession` for a session. */
  z.strictObject({ type: z.enum(['session-request']), requestId: requestIdSchema }),
]);
export type FrameMessage = z.output<typeof frameMessageSchema>;

/** Parses a port message; null (dropped) when it is not one of `schema`'s messages. */
export function parseBridgeMessage<T>(schema: z.ZodMiniType<T>, data: unknown): T | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

type Received = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

/**
 * The host's check of the frame's hello: exactly the portal's origin, from the element's own iframe, with the
 * element's nonce and nothing else.
 */
export function acceptHello(
  event: Received,
  expected: { origin: string; source: MessageEventSource | null; nonce: string },
): boolean {
  if (event.origin !== expected.origin || expected.source === null || event.source !== expected.source) return false;
  const hello = helloSchema.safeParse(event.data);
  return hello.success && hello.data.nonce === expected.nonce;
}

/**
 * The frame's check of the host's connect: exactly the host's origin, from the parent window, with the nonce of the
 * frame's address and one port. Returns the port, or null.
 */
export function acceptConnect(
  event: Received & Pick<MessageEvent, 'ports'>,
  expected: { origin: string; source: MessageEventSource | null; nonce: string },
): MessagePort | null {
  if (event.origin !== expected.origin || expected.source === null || event.source !== expected.source) return null;
  const connect = connectSchema.safeParse(event.data);
  if (!connect.success || connect.data.nonce !== expected.nonce || event.ports.length !== 1) return null;
  return event.ports[0] ?? null;
}

/** What the frame reads from its address; null when the brand or the fragment is missing or malformed. */
export function parseEmbedAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): { widget: EmbeddableWidget; brand: BrandId; hostOrigin: string; nonce: string } | null {
  const brand = new URLSearchParams(location.search).get('brand');
  const widget = EMBEDDABLE_WIDGETS.find((name) => location.pathname.replace(/\/+$/, '') === `/embed/${name}`);
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const host = params.get('host') ?? '';
  const nonce = nonceSchema.safeParse(params.get('nonce'));
  let hostOrigin: string | null = null;
  try {
    const url = new URL(host);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === host) hostOrigin = host;
  } catch {
    hostOrigin = null;
  }
  if (!widget || !isBrandId(brand) || !hostOrigin || !nonce.success) return null;
  return { widget, brand, hostOrigin, nonce: nonce.data };
}

/**
 * True when the frame's direct parent is `hostOrigin`: `location.ancestorOrigins` where the browser has it (Chromium,
 * WebKit), else the referrer's origin (the portal's Referrer-Policy keeps the origin for cross-origin requests).
 */
export function parentIsHost(
  hostOrigin: string,
  location: { ancestorOrigins?: DOMStringList | undefined },
  referrer: string,
): boolean {
  const ancestors = location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] === hostOrigin;
  try {
    return new URL(referrer).origin === hostOrigin;
  } catch {
    return false;
  }
}
