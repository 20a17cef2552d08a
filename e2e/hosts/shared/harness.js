/**
 * What every host app shares: the log the test reads (`window.hostLog`), the demo data each element is given, the
 * sandbox's origin (`?api=`), the host's session callbacks, and the elements that get their properties before the
 * package is loaded.
 */
const params = new URLSearchParams(location.search);

/** Origin of the sandbox API the elements talk to. */
export const API_BASE = params.get('api') ?? '';

/** The object the hosts hand to <wallet-global-claim> as a property. */
export const POLICY = { email: { prefill: 'host@example.com', readonly: true } };

/** README demo data: a claimable transfer, an invoice, a saved pay button. */
export const SECRET = 'demo-claim-eur';
export const INVOICE_ID = '4001';
export const BUTTON_ID = '710001';

/**
 * The signed-in elements render in the page (`isolation="none"`): this origin is not a partner registered with the
 * bank, so the portal would refuse to be framed here (e2e/isolation.spec.ts covers the frame).
 */
export const ISOLATION = 'none';

/** Every event the hosts listen to; the document hears the same ones. */
export const EVENTS = [
  'wallet-ready',
  'wallet-link-click',
  'wallet-step-change',
  'wallet-auth-required',
  'wallet-payment-cancelled',
];

/** Events as the host's framework handler and the document saw them, and the host's session callbacks' calls. */
const log = [];
window.hostLog = log;

/** The host's handler: records the event and cancels link clicks (the host decides where links go). */
export function onWidgetEvent(event) {
  log.push({
    source: 'host',
    type: event.type,
    id: event.currentTarget?.id,
    detail: event.detail,
    composed: event.composed,
  });
  if (event.type === 'wallet-link-click') event.preventDefault();
}

for (const type of EVENTS) {
  document.addEventListener(type, (event) =>
    log.push({ source: 'document', type, id: event.target.id, detail: event.detail }),
  );
}

/**
 * A host session callback for the element `id`: this host has no session of its own to hand over (null), so the
 * element offers its sign-in. Each call is logged, so the test sees that the property reached the element.
 */
export function sessionCallback(id) {
  const getSession = () => {
    log.push({ source: 'getSession', id });
    return Promise.resolve(null);
  };
  return getSession;
}

/** One callback per element, created once: a framework binding sees the same function on every render. */
export const SESSIONS = Object.fromEntries(
  ['invoice', 'kyc', 'merchant', 'pay-button'].map((id) => [id, sessionCallback(id)]),
);
window.hostSessions = SESSIONS;

/** The elements with properties, with their attributes and the properties a host sets before the package loads. */
export function earlySpecs() {
  const api = { env: 'sandbox', ...(API_BASE ? { 'api-base': API_BASE } : {}) };
  const signedIn = { ...api, isolation: ISOLATION };
  return [
    {
      id: 'early-claim',
      tag: 'wallet-global-claim',
      attributes: { 'payment-secret': SECRET, ...api },
      properties: { fieldPolicy: POLICY },
    },
    {
      id: 'early-invoice',
      tag: 'wallet-pay-invoice',
      attributes: { 'invoice-id': INVOICE_ID, ...signedIn },
      properties: { getSession: sessionCallback('early-invoice') },
    },
    {
      id: 'early-kyc',
      tag: 'wallet-kyc',
      attributes: signedIn,
      properties: { getSession: sessionCallback('early-kyc') },
    },
    {
      id: 'early-merchant',
      tag: 'wallet-merchant-buttons',
      attributes: signedIn,
      properties: { getSession: sessionCallback('early-merchant') },
    },
    {
      id: 'early-pay-button',
      tag: 'wallet-pay-button',
      attributes: { 'button-id': BUTTON_ID, ...signedIn },
      properties: { getSession: sessionCallback('early-pay-button') },
    },
  ];
}

/** Elements created and given their properties before any element is defined (what `document.createElement` hosts do). */
export function earlyElements() {
  const box = document.getElementById('early');
  for (const spec of earlySpecs()) {
    const element = document.createElement(spec.tag);
    element.id = spec.id;
    for (const [name, value] of Object.entries(spec.attributes)) element.setAttribute(name, value);
    Object.assign(element, spec.properties);
    box?.append(element);
  }
}
