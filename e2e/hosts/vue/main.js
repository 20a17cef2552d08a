import { API_BASE, POLICY, SECRET, earlyElement, onWidgetEvent } from '../shared/harness.js';

earlyElement();
await import('@wallet-client/widgets');
const { createApp, ref } = await import('vue');

const app = createApp({
  setup() {
    const lang = ref('es');
    const shown = ref(true);
    return { lang, shown, policy: POLICY, secret: SECRET, api: API_BASE, onWidgetEvent };
  },
  template: `
    <wallet-global-claim id="claim" :payment-secret="secret" :api-base="api || null" :fieldPolicy="policy" />
    <wallet-brand-footer v-if="shown" brand="pay" :lang="lang" @wallet-ready="onWidgetEvent" @wallet-link-click="onWidgetEvent" />
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
