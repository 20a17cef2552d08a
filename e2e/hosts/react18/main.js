import { API_BASE, POLICY, SECRET, earlyElement, onWidgetEvent } from '../shared/harness.js';

earlyElement();
// The package's React components: React 18 can neither pass objects to custom elements nor hear their events.
const { WalletBrandFooter, WalletGlobalClaim } = await import('@wallet-client/widgets/react');
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
  return [
    h(WalletGlobalClaim, { key: 'claim', id: 'claim', paymentSecret: SECRET, apiBase: API_BASE || null, fieldPolicy: POLICY }),
    shown ? h(WalletBrandFooter, { key: 'footer', brand: 'pay', lang, onReady: onWidgetEvent, onLinkClick: onWidgetEvent }) : null,
  ];
}

createRoot(document.getElementById('app')).render(h(App));
