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
const { LitElement, html, nothing } = await import('lit');

const api = API_BASE || nothing;

class HostApp extends LitElement {
  static properties = { lang: { state: true }, shown: { state: true } };

  constructor() {
    super();
    this.lang = 'es';
    this.shown = true;
  }

  // Light DOM, like the other hosts, so the test finds the widgets the same way.
  createRenderRoot() {
    return this;
  }

  connectedCallback() {
    super.connectedCallback();
    document.getElementById('lang').addEventListener('click', () => (this.lang = 'pt'));
    document.getElementById('toggle').addEventListener('click', () => (this.shown = !this.shown));
  }

  render() {
    if (!this.shown) return nothing;
    const on = onWidgetEvent;
    return html`
      <wallet-global-claim id="claim" brand="pay" lang=${this.lang} payment-secret=${SECRET} env="sandbox" api-base=${api} .fieldPolicy=${POLICY}
        @wallet-ready=${on} @wallet-step-change=${on}></wallet-global-claim>
      <wallet-pay-invoice id="invoice" brand="pay" lang=${this.lang} invoice-id=${INVOICE_ID} env="sandbox" api-base=${api} isolation=${ISOLATION} .getSession=${SESSIONS.invoice}
        @wallet-ready=${on} @wallet-auth-required=${on}></wallet-pay-invoice>
      <wallet-kyc id="kyc" brand="pay" lang=${this.lang} env="sandbox" api-base=${api} isolation=${ISOLATION} .getSession=${SESSIONS.kyc}
        @wallet-ready=${on} @wallet-auth-required=${on}></wallet-kyc>
      <wallet-merchant-buttons id="merchant" brand="pay" lang=${this.lang} env="sandbox" api-base=${api} isolation=${ISOLATION} .getSession=${SESSIONS.merchant}
        @wallet-ready=${on} @wallet-auth-required=${on}></wallet-merchant-buttons>
      <wallet-pay-button id="pay-button" brand="pay" lang=${this.lang} button-id=${BUTTON_ID} env="sandbox" api-base=${api} isolation=${ISOLATION} .getSession=${SESSIONS['pay-button']}
        @wallet-ready=${on} @wallet-auth-required=${on} @wallet-payment-cancelled=${on}></wallet-pay-button>
      <wallet-brand-footer id="footer" brand="pay" lang=${this.lang} @wallet-ready=${on} @wallet-link-click=${on}></wallet-brand-footer>
    `;
  }
}

customElements.define('host-app', HostApp);
document.getElementById('app').append(document.createElement('host-app'));
