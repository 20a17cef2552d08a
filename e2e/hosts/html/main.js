import { API_BASE, POLICY, SECRET, earlyElement, onWidgetEvent } from '../shared/harness.js';

earlyElement();
await import('@wallet-client/widgets');

const app = document.getElementById('app');
const claim = document.createElement('wallet-global-claim');
claim.id = 'claim';
claim.setAttribute('payment-secret', SECRET);
if (API_BASE) claim.setAttribute('api-base', API_BASE);
claim.fieldPolicy = POLICY;

function footer(lang) {
  const element = document.createElement('wallet-brand-footer');
  element.setAttribute('brand', 'pay');
  element.setAttribute('lang', lang);
  element.addEventListener('wallet-ready', onWidgetEvent);
  element.addEventListener('wallet-link-click', onWidgetEvent);
  return element;
}

let current = footer('es');
app.append(claim, current);
document.getElementById('lang').addEventListener('click', () => current?.setAttribute('lang', 'pt'));
document.getElementById('toggle').addEventListener('click', () => {
  if (current) {
    current.remove();
    current = null;
  } else {
    current = footer('pt');
    app.append(current);
  }
});
