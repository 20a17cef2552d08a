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
// The package's React components: React 18 can neither pass objects to custom elements nor hear their events.
const { WalletBrandFooter, WalletGlobalClaim, WalletKyc, WalletMerchantButtons, WalletPayButton, WalletPayInvoice } =
  await import('@wallet-client/widgets/react');
const { createElement: h, useEffect, useState, version } = await import('react');
const { createRoot } = await import('react-dom/client');

window.hostReactVersion = version;

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
  const common = { brand: 'pay', lang, env: 'sandbox', onReady: onWidgetEvent };
  const signedIn = { ...common, apiBase: API_BASE || null, isolation: ISOLATION, onAuthRequired: onWidgetEvent };
  return [
    h(WalletGlobalClaim, {
      ...common,
      key: 'claim',
      id: 'claim',
      paymentSecret: SECRET,
      apiBase: API_BASE || null,
      fieldPolicy: POLICY,
      onStepChange: onWidgetEvent,
    }),
    h(WalletPayInvoice, {
      ...signedIn,
      key: 'invoice',
      id: 'invoice',
      invoiceId: INVOICE_ID,
      getSession: SESSIONS.invoice,
    }),
    h(WalletKyc, { ...signedIn, key: 'kyc', id: 'kyc', getSession: SESSIONS.kyc }),
    h(WalletMerchantButtons, { ...signedIn, key: 'merchant', id: 'merchant', getSession: SESSIONS.merchant }),
    h(WalletPayButton, {
      ...signedIn,
      key: 'pay-button',
      id: 'pay-button',
      buttonId: BUTTON_ID,
      getSession: SESSIONS['pay-button'],
      onPaymentCancelled: onWidgetEvent,
    }),
    h(WalletBrandFooter, { ...common, key: 'footer', id: 'footer', onLinkClick: onWidgetEvent }),
  ];
}

createRoot(document.getElementById('app')).render(h(App));
