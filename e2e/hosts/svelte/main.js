import { earlyElement } from '../shared/harness.js';

earlyElement();
await import('@wallet-client/widgets');
const { mount } = await import('svelte');
const { default: App } = await import('./App.svelte');
mount(App, { target: document.getElementById('app') });
