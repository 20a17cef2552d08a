import { describe, expect, it } from 'vitest';
import {
  acceptConnect,
  acceptHello,
  createBridgeNonce,
  embedUrl,
  frameMessageSchema,
  hostMessageSchema,
  parentIsHost,
  parseBridgeMessage,
  parseEmbedAddress,
} from './bridge';
import { frameMessage, isHello } from './bridge-protocol';
import { isolationMode } from './isolation';

const HOST = 'https://shop.example';
const PORTAL = 'https://portal.example';
const frameWindow = { name: 'frame' } as unknown as MessageEventSource;
const parentWindow = { name: 'parent' } as unknown as MessageEventSource;
const otherWindow = { name: 'other' } as unknown as MessageEventSource;

describe('bridge messages', () => {
  it('takes the messages of the protocol and drops anything else', () => {
    expect(
      parseBridgeMessage(hostMessageSchema, {
        type: 'configure',
        attributes: { 'invoice-id': '4001', lang: 'es' },
        variables: { '--wallet-color-primary': '#123456' },
        hostSession: false,
      }),
    ).toMatchObject({ type: 'configure' });
    expect(parseBridgeMessage(frameMessageSchema, { type: 'resize', height: 412.5 })).toEqual({
      type: 'resize',
      height: 412.5,
    });
    expect(parseBridgeMessage(hostMessageSchema, { type: 'visibility', shown: false })).toEqual({
      type: 'visibility',
      shown: false,
    });
    expect(
      parseBridgeMessage(frameMessageSchema, {
        type: 'event',
        name: 'wallet-invoice-paid',
        detail: { invoiceId: '4001' },
      }),
    ).toMatchObject({ name: 'wallet-invoice-paid' });

    for (const unknown of [
      null,
      'configure',
      { type: 'navigate', url: 'https://evil.example' },
      // An extra field is a different message: it could carry something the receiver never meant to take.
      { type: 'resize', height: 10, accessToken: 'x' },
      { type: 'resize', height: -1 },
      { type: 'event', name: 'click', detail: null },
      { type: 'event', name: 'wallet-ready' },
      { type: 'session-request', requestId: 1.5 },
    ]) {
      expect(parseBridgeMessage(frameMessageSchema, unknown)).toBeNull();
    }
    for (const unknown of [
      { type: 'configure', attributes: { 'Invoice-Id': '1' }, variables: {}, hostSession: false },
      { type: 'configure', attributes: {}, variables: { color: 'red' }, hostSession: false },
      {
        type: 'configure',
        attributes: {},
        variables: { '--wallet-logo': 'url(https://evil.example/x.png)' },
        hostSession: false,
      },
      {
        type: 'configure',
        attributes: {},
        variables: { '--wallet-color-primary': 'red; background: red' },
        hostSession: false,
      },
      { type: 'hand-over', code: 'abc', codeVerifier: 'short' },
      { type: 'session-answer', requestId: 0, code: 'abc' },
      { type: 'visibility', shown: 'yes' },
      { type: 'visibility', shown: true, accessToken: 'x' },
    ]) {
      expect(parseBridgeMessage(hostMessageSchema, unknown)).toBeNull();
    }
  });

  it('has no message that carries tokens', () => {
    const tokens = { accessToken: 'a'.repeat(40), refreshToken: 'r'.repeat(40) };
    expect(
      parseBridgeMessage(hostMessageSchema, {
        type: 'session-answer',
        requestId: 0,
        code: null,
        codeVerifier: null,
        ...tokens,
      }),
    ).toBeNull();
    expect(parseBridgeMessage(frameMessageSchema, { type: 'session-request', requestId: 0, ...tokens })).toBeNull();
  });
});

describe('handshake', () => {
  const nonce = createBridgeNonce();

  it('makes a fresh 128-bit nonce per element', () => {
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(createBridgeNonce()).not.toBe(nonce);
  });

  it("the host takes the frame's hello only from the portal's exact origin, its own iframe and with its nonce", () => {
    const expected = { origin: PORTAL, source: frameWindow, nonce };
    const hello = { type: 'wallet-embed-hello', nonce };
    expect(acceptHello({ origin: PORTAL, source: frameWindow, data: hello }, expected)).toBe(true);
    expect(acceptHello({ origin: 'https://portal.example:444', source: frameWindow, data: hello }, expected)).toBe(
      false,
    );
    expect(acceptHello({ origin: 'http://portal.example', source: frameWindow, data: hello }, expected)).toBe(false);
    expect(acceptHello({ origin: PORTAL, source: otherWindow, data: hello }, expected)).toBe(false);
    expect(
      acceptHello({ origin: PORTAL, source: frameWindow, data: { ...hello, nonce: createBridgeNonce() } }, expected),
    ).toBe(false);
    expect(acceptHello({ origin: PORTAL, source: frameWindow, data: { ...hello, extra: 1 } }, expected)).toBe(false);
    // Before the iframe exists there is no window to compare with.
    expect(acceptHello({ origin: PORTAL, source: null, data: hello }, { ...expected, source: null })).toBe(false);
  });

  it("the frame takes the host's port only from the host's exact origin, its parent and with its nonce", () => {
    const { port1, port2 } = new MessageChannel();
    const expected = { origin: HOST, source: parentWindow, nonce };
    const connect = { type: 'wallet-embed-connect', nonce };
    expect(acceptConnect({ origin: HOST, source: parentWindow, data: connect, ports: [port2] }, expected)).toBe(port2);
    expect(acceptConnect({ origin: PORTAL, source: parentWindow, data: connect, ports: [port2] }, expected)).toBeNull();
    expect(acceptConnect({ origin: HOST, source: otherWindow, data: connect, ports: [port2] }, expected)).toBeNull();
    expect(
      acceptConnect(
        { origin: HOST, source: parentWindow, data: { ...connect, nonce: 'f'.repeat(32) }, ports: [port2] },
        expected,
      ),
    ).toBeNull();
    expect(acceptConnect({ origin: HOST, source: parentWindow, data: connect, ports: [] }, expected)).toBeNull();
    expect(
      acceptConnect({ origin: HOST, source: parentWindow, data: connect, ports: [port2, port1] }, expected),
    ).toBeNull();
    expect(
      acceptConnect({ origin: HOST, source: parentWindow, data: 'wallet-embed-connect', ports: [port2] }, expected),
    ).toBeNull();
    port1.close();
  });

  it('puts the host origin and nonce in the fragment (never sent to a server) and reads them back', () => {
    const url = new URL(embedUrl(PORTAL, 'pay-invoice', 'pay', HOST, nonce));
    // The brand goes to the server (its frame-ancestors are that brand's partners); the host and nonce do not.
    expect(url.origin + url.pathname + url.search).toBe(`${PORTAL}/embed/pay-invoice?brand=pay`);
    expect(parseEmbedAddress(url)).toEqual({ widget: 'pay-invoice', brand: 'pay', hostOrigin: HOST, nonce });
    const search = '?brand=wallet';
    expect(parseEmbedAddress({ pathname: '/embed/unknown', search, hash: url.hash })).toBeNull();
    expect(parseEmbedAddress({ pathname: '/embed/kyc', search: '', hash: url.hash })).toBeNull();
    expect(parseEmbedAddress({ pathname: '/embed/kyc', search: '?brand=acme', hash: url.hash })).toBeNull();
    expect(
      parseEmbedAddress({
        pathname: '/embed/kyc',
        search,
        hash: `#host=${encodeURIComponent(`${HOST}/path`)}&nonce=${nonce}`,
      }),
    ).toBeNull();
    expect(
      parseEmbedAddress({ pathname: '/embed/kyc', search, hash: `#host=javascript%3Aalert(1)&nonce=${nonce}` }),
    ).toBeNull();
    expect(
      parseEmbedAddress({ pathname: '/embed/kyc', search, hash: `#host=${encodeURIComponent(HOST)}&nonce=123` }),
    ).toBeNull();
  });

  it("checks the frame's parent: the direct ancestor's origin, else the referrer's", () => {
    const ancestors = (...origins: string[]) =>
      ({
        length: origins.length,
        0: origins[0],
        item: (index: number) => origins[index] ?? null,
        contains: (value: string) => origins.includes(value),
      }) as unknown as DOMStringList;
    expect(parentIsHost(HOST, { ancestorOrigins: ancestors(HOST, 'https://top.example') }, '')).toBe(true);
    expect(parentIsHost(HOST, { ancestorOrigins: ancestors('https://evil.example', HOST) }, `${HOST}/checkout`)).toBe(
      false,
    );
    expect(parentIsHost(HOST, {}, `${HOST}/checkout`)).toBe(true);
    expect(parentIsHost(HOST, {}, 'https://evil.example/')).toBe(false);
    expect(parentIsHost(HOST, {}, '')).toBe(false);
  });
});

describe('isolation mode', () => {
  it("is a frame on any page but the portal's own, unless the attribute says otherwise", () => {
    expect(isolationMode(undefined, HOST, PORTAL)).toBe('frame');
    expect(isolationMode(undefined, PORTAL, PORTAL)).toBe('none');
    expect(isolationMode('none', HOST, PORTAL)).toBe('none');
    expect(isolationMode('frame', PORTAL, PORTAL)).toBe('frame');
  });
});

describe("the page's guards without zod (bridge-protocol.ts, the thin framed element's)", () => {
  const nonce = 'a'.repeat(32);
  const frameMessages: unknown[] = [
    { type: 'resize', height: 412.5 },
    { type: 'resize', height: 0 },
    { type: 'resize', height: 100_001 },
    { type: 'resize', height: -1 },
    { type: 'resize', height: '10' },
    { type: 'resize', height: 10, accessToken: 'x' },
    { type: 'event', name: 'wallet-invoice-paid', detail: { invoiceId: '4001' } },
    { type: 'event', name: 'wallet-invoice-paid' },
    { type: 'event', name: 'click', detail: null },
    { type: 'event', name: 'wallet-Ready', detail: null },
    { type: 'event', name: 'wallet-ready', detail: null, extra: 1 },
    { type: 'session-request', requestId: 1 },
    { type: 'session-request', requestId: 1.5 },
    { type: 'session-request', requestId: -1 },
    { type: 'session-request' },
    { type: 'navigate', url: 'https://evil.example' },
    null,
    'resize',
    [],
  ];

  it.each(frameMessages.map((message) => [JSON.stringify(message), message]))(
    'frameMessage(%s) takes what frameMessageSchema takes',
    (_, message) => {
      expect(frameMessage(message)).toEqual(parseBridgeMessage(frameMessageSchema, message));
    },
  );

  it.each(
    [
      { type: 'wallet-embed-hello', nonce },
      { type: 'wallet-embed-hello', nonce: 'b'.repeat(32) },
      { type: 'wallet-embed-hello', nonce, token: 'x' },
      { type: 'wallet-embed-hello', nonce: 'A'.repeat(32) },
      { type: 'wallet-embed-connect', nonce },
      { type: 'wallet-embed-hello' },
      null,
    ].map((message) => [JSON.stringify(message), message]),
  )('isHello(%s) takes what acceptHello takes', (_, data) => {
    const accepted = acceptHello(
      { origin: PORTAL, source: frameWindow, data },
      { origin: PORTAL, source: frameWindow, nonce },
    );
    expect(isHello(data, nonce)).toBe(accepted);
  });
});
