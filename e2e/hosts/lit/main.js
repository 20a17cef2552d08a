import { API_BASE, POLICY, SECRET, earlyElement, onWidgetEvent } from '../shared/harness.js';

earlyElement();
await import('@wallet-client/widgets');
const { LitElement, html, nothing } = await import('lit');

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
    return html`
      <wallet-global-claim id="claim" payment-secret=${SECRET} api-base=${API_BASE || nothing} .fieldPolicy=${POLICY}></wallet-global-claim>
      ${this.shown
        ? html`<wallet-brand-footer brand="pay" lang=${this.lang} @wallet-ready=${onWidgetEvent} @wallet-link-click=${onWidgetEvent}></wallet-brand-footer>`
        : nothing}
    `;
  }
}

customElements.define('host-app', HostApp);
document.getElementById('app').append(document.createElement('host-app'));
