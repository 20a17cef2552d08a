import { earlyElements } from '../shared/harness.js';

earlyElements();
await import('@wallet-client/widgets');
const { mount } = await import('svelte');
const { default: App } = await import('./App.svelte');
mount(App, { target: document.getElementById('app') });
