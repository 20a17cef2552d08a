import { API_BASE, POLICY, SECRET, earlyElement, onWidgetEvent } from '../shared/harness.js';

earlyElement();
await import('@wallet-client/widgets');
// JIT: the compiler compiles the templates in the page (no Angular CLI in this build).
await import('@angular/compiler');
const { Component, CUSTOM_ELEMENTS_SCHEMA, provideZonelessChangeDetection, signal } = await import('@angular/core');
const { bootstrapApplication } = await import('@angular/platform-browser');

class HostApp {
  lang = signal('es');
  shown = signal(true);
  policy = POLICY;
  secret = SECRET;
  api = API_BASE || null;
  onWidgetEvent = onWidgetEvent;

  constructor() {
    document.getElementById('lang').addEventListener('click', () => this.lang.set('pt'));
    document.getElementById('toggle').addEventListener('click', () => this.shown.update((value) => !value));
  }
}

// The decorator, called as a function: the same metadata `@Component({...})` attaches.
Component({
  selector: 'host-app',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <wallet-global-claim id="claim" [attr.payment-secret]="secret" [attr.api-base]="api" [fieldPolicy]="policy"></wallet-global-claim>
    @if (shown()) {
      <wallet-brand-footer brand="pay" [attr.lang]="lang()" (wallet-ready)="onWidgetEvent($event)" (wallet-link-click)="onWidgetEvent($event)"></wallet-brand-footer>
    }
  `,
})(HostApp);

const target = document.createElement('host-app');
document.getElementById('app').append(target);
await bootstrapApplication(HostApp, { providers: [provideZonelessChangeDetection()] });
