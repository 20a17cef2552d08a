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
const { createApp, ref } = await import('vue');

const app = createApp({
  setup() {
    const lang = ref('es');
    const shown = ref(true);
    return {
      lang,
      shown,
      policy: POLICY,
      secret: SECRET,
      invoice: INVOICE_ID,
      button: BUTTON_ID,
      isolation: ISOLATION,
      sessions: SESSIONS,
      api: API_BASE || null,
      onWidgetEvent,
    };
  },
  // Attributes with `:name`, objects and callbacks with `:camelCaseName` (Vue sets a property the element has).
  template: `
    <template v-if="shown">
      <wallet-global-claim id="claim" brand="pay" :lang="lang" :payment-secret="secret" env="sandbox" :api-base="api" :fieldPolicy="policy"
        @wallet-ready="onWidgetEvent" @wallet-step-change="onWidgetEvent" />
      <wallet-pay-invoice id="invoice" brand="pay" :lang="lang" :invoice-id="invoice" env="sandbox" :api-base="api" :isolation="isolation" :getSession="sessions.invoice"
        @wallet-ready="onWidgetEvent" @wallet-auth-required="onWidgetEvent" />
      <wallet-kyc id="kyc" brand="pay" :lang="lang" env="sandbox" :api-base="api" :isolation="isolation" :getSession="sessions.kyc"
        @wallet-ready="onWidgetEvent" @wallet-auth-required="onWidgetEvent" />
      <wallet-merchant-buttons id="merchant" brand="pay" :lang="lang" env="sandbox" :api-base="api" :isolation="isolation" :getSession="sessions.merchant"
        @wallet-ready="onWidgetEvent" @wallet-auth-required="onWidgetEvent" />
      <wallet-pay-button id="pay-button" brand="pay" :lang="lang" :button-id="button" env="sandbox" :api-base="api" :isolation="isolation" :getSession="sessions['pay-button']"
        @wallet-ready="onWidgetEvent" @wallet-auth-required="onWidgetEvent" @wallet-payment-cancelled="onWidgetEvent" />
      <wallet-brand-footer id="footer" brand="pay" :lang="lang" @wallet-ready="onWidgetEvent" @wallet-link-click="onWidgetEvent" />
    </template>
  `,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('wallet-');
const vm = app.mount('#app');
document.getElementById('lang').addEventListener('click', () => {
  vm.lang = 'pt';
});
document.getElementById('toggle').addEventListener('click', () => {
  vm.shown = !vm.shown;
});
