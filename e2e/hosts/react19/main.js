import { API_BASE, POLICY, SECRET, earlyElement, onWidgetEvent } from '../shared/harness.js';

earlyElement();
await import('@wallet-client/widgets');
const { createElement: h, useEffect, useState } = await import('react');
const { createRoot } = await import('react-dom/client');

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
  return [
    h('wallet-global-claim', { key: 'claim', id: 'claim', 'payment-secret': SECRET, 'api-base': API_BASE || undefined, fieldPolicy: POLICY }),
    shown
      ? h('wallet-brand-footer', { key: 'footer', brand: 'pay', lang, 'onwallet-ready': onWidgetEvent, 'onwallet-link-click': onWidgetEvent })
      : null,
  ];
}

createRoot(document.getElementById('app')).render(h(App));
