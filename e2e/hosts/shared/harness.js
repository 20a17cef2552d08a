/**
 * What every host app shares: the log the test reads (`window.hostLog`), the claim's field policy, the sandbox's
 * origin (`?api=`), and an element that gets its object property before the package is loaded.
 */
const params = new URLSearchParams(location.search);

/** Origin of the sandbox API the claim talks to. */
export const API_BASE = params.get('api') ?? '';

/** The object the hosts hand to <wallet-global-claim> as a property. */
export const POLICY = { email: { prefill: 'host@example.com', readonly: true } };

export const SECRET = 'demo-claim-eur';

/** Events as the host's framework handler and the document saw them. */
const log = [];
window.hostLog = log;

/** The host's handler: records the event and cancels link clicks (the host decides where links go). */
export function onWidgetEvent(event) {
  log.push({ source: 'host', type: event.type, detail: event.detail, composed: event.composed });
  if (event.type === 'wallet-link-click') event.preventDefault();
}

for (const type of ['wallet-ready', 'wallet-link-click']) {
  document.addEventListener(type, (event) => log.push({ source: 'document', type, tag: event.target.localName, detail: event.detail }));
}

/** An element created and given its property before any element is defined. */
export function earlyElement() {
  const early = document.createElement('wallet-global-claim');
  early.id = 'early-claim';
  early.setAttribute('payment-secret', SECRET);
  if (API_BASE) early.setAttribute('api-base', API_BASE);
  early.fieldPolicy = POLICY;
  document.getElementById('early')?.append(early);
  return early;
}
