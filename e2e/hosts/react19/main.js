import {
  API_BASE,
  BUTTON_ID,
  INVOICE_ID,
  ISOLATION,
  POLICY,
  SECRET,
  SESSIONS,
  earlySpecs,
  onWidgetEvent,
  sessionCallback,
} from '../shared/harness.js';

const { createElement: h, useEffect, useState } = await import('react');
const { createRoot } = await import('react-dom/client');
const { flushSync } = await import('react-dom');

// The early elements, rendered by React 19 before the package is loaded (the elements are not defined yet): React
// writes an object as an attribute (`fieldpolicy="[object Object]"`, which the element ignores with one console
// error) and drops a function. Once the package is loaded, the host renders again with new values: React sets
// properties the element now has, and they count.
const specs = earlySpecs();
const lost = Object.fromEntries(specs.map((spec) => [spec.id, sessionCallback(`${spec.id}-lost`)]));
function Early({ defined }) {
  return specs.map((spec) => {
    const properties = {};
    if (spec.properties.fieldPolicy)
      properties.fieldPolicy = defined ? spec.properties.fieldPolicy : { ...spec.properties.fieldPolicy };
    if (spec.properties.getSession) properties.getSession = defined ? spec.properties.getSession : lost[spec.id];
    return h(spec.tag, { key: spec.id, id: spec.id, ...spec.attributes, ...properties });
  });
}
const earlyRoot = createRoot(document.getElementById('early'));
flushSync(() => earlyRoot.render(h(Early, { defined: false })));

await import('@wallet-client/widgets');
earlyRoot.render(h(Early, { defined: true }));

// React 19 sets properties the element has and listens to `on<event-name>` props on custom elements.
function App() {
  const [lang, setLang] = useState('es');
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const switchLang = () => setLang('pt');
    const toggle = () => setShown((value) => !value);
    document.getElementById('lang').addEventListener('click', switchLang);
    document.getElementById('toggle').addEventListener('click', toggle);
    return () => {
      document.getElementById('lang').removeEventListener('click', switchLang);
      document.getElementById('toggle').removeEventListener('click', toggle);
    };
  }, []);
  if (!shown) return null;
  const common = { brand: 'pay', lang, env: 'sandbox', 'onwallet-ready': onWidgetEvent };
  const signedIn = {
    ...common,
    'api-base': API_BASE || undefined,
    isolation: ISOLATION,
    'onwallet-auth-required': onWidgetEvent,
  };
  return [
    h('wallet-global-claim', {
      ...common,
      key: 'claim',
      id: 'claim',
      'payment-secret': SECRET,
      'api-base': API_BASE || undefined,
      fieldPolicy: POLICY,
      'onwallet-step-change': onWidgetEvent,
    }),
    h('wallet-pay-invoice', {
      ...signedIn,
      key: 'invoice',
      id: 'invoice',
      'invoice-id': INVOICE_ID,
      getSession: SESSIONS.invoice,
    }),
    h('wallet-kyc', { ...signedIn, key: 'kyc', id: 'kyc', getSession: SESSIONS.kyc }),
    h('wallet-merchant-buttons', { ...signedIn, key: 'merchant', id: 'merchant', getSession: SESSIONS.merchant }),
    h('wallet-pay-button', {
      ...signedIn,
      key: 'pay-button',
      id: 'pay-button',
      'button-id': BUTTON_ID,
      getSession: SESSIONS['pay-button'],
      'onwallet-payment-cancelled': onWidgetEvent,
    }),
    h('wallet-brand-footer', { ...common, key: 'footer', id: 'footer', 'onwallet-link-click': onWidgetEvent }),
  ];
}

createRoot(document.getElementById('app')).render(h(App));
