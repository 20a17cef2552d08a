import {
  API_BASE,
  BUTTON_ID,
  INVOICE_ID,
  ISOLATION,
  POLICY,
  SECRET,
  SESSIONS,
  earlyElements,
  onWidgetEvent,
} from '../shared/harness.js';

earlyElements();
await import('@wallet-client/widgets');

const app = document.getElementById('app');
const api = { env: 'sandbox', ...(API_BASE ? { 'api-base': API_BASE } : {}) };

/** One element as a page without a framework writes it: attributes, properties, listeners. */
function create(tag, id, attributes, properties, events) {
  const element = document.createElement(tag);
  element.id = id;
  for (const [name, value] of Object.entries({ brand: 'pay', lang, ...attributes })) element.setAttribute(name, value);
  Object.assign(element, properties);
  for (const type of ['wallet-ready', ...events]) element.addEventListener(type, onWidgetEvent);
  return element;
}

function elements() {
  const signedIn = { ...api, isolation: ISOLATION };
  return [
    create('wallet-global-claim', 'claim', { 'payment-secret': SECRET, ...api }, { fieldPolicy: POLICY }, [
      'wallet-step-change',
    ]),
    create(
      'wallet-pay-invoice',
      'invoice',
      { 'invoice-id': INVOICE_ID, ...signedIn },
      { getSession: SESSIONS.invoice },
      ['wallet-auth-required'],
    ),
    create('wallet-kyc', 'kyc', signedIn, { getSession: SESSIONS.kyc }, ['wallet-auth-required']),
    create('wallet-merchant-buttons', 'merchant', signedIn, { getSession: SESSIONS.merchant }, [
      'wallet-auth-required',
    ]),
    create(
      'wallet-pay-button',
      'pay-button',
      { 'button-id': BUTTON_ID, ...signedIn },
      { getSession: SESSIONS['pay-button'] },
      ['wallet-auth-required', 'wallet-payment-cancelled'],
    ),
    create('wallet-brand-footer', 'footer', {}, {}, ['wallet-link-click']),
  ];
}

let lang = 'es';
let current = elements();
app.append(...current);
document.getElementById('lang').addEventListener('click', () => {
  lang = 'pt';
  for (const element of current) element.setAttribute('lang', lang);
});
document.getElementById('toggle').addEventListener('click', () => {
  if (current.length > 0) {
    for (const element of current) element.remove();
    current = [];
  } else {
    current = elements();
    app.append(...current);
  }
});
