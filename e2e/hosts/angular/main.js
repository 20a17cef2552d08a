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
// JIT: the compiler compiles the templates in the page (no Angular CLI in this build).
await import('@angular/compiler');
const { Component, CUSTOM_ELEMENTS_SCHEMA, provideZonelessChangeDetection, signal } = await import('@angular/core');
const { bootstrapApplication } = await import('@angular/platform-browser');

class HostApp {
  lang = signal('es');
  shown = signal(true);
  policy = POLICY;
  secret = SECRET;
  invoice = INVOICE_ID;
  button = BUTTON_ID;
  isolation = ISOLATION;
  sessions = SESSIONS;
  api = API_BASE || null;
  onWidgetEvent = onWidgetEvent;

  constructor() {
    document.getElementById('lang').addEventListener('click', () => this.lang.set('pt'));
    document.getElementById('toggle').addEventListener('click', () => this.shown.update((value) => !value));
  }
}

// The decorator, called as a function: the same metadata `@Component({...})` attaches. Angular creates each element,
// inserts it, then applies its bindings: required attributes (payment-secret, invoice-id, button-id) arrive last.
Component({
  selector: 'host-app',
  standalone: true,
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    @if (shown()) {
      <wallet-global-claim id="claim" brand="pay" [attr.lang]="lang()" [attr.payment-secret]="secret" env="sandbox" [attr.api-base]="api" [fieldPolicy]="policy"
        (wallet-ready)="onWidgetEvent($event)" (wallet-step-change)="onWidgetEvent($event)"></wallet-global-claim>
      <wallet-pay-invoice id="invoice" brand="pay" [attr.lang]="lang()" [attr.invoice-id]="invoice" env="sandbox" [attr.api-base]="api" [attr.isolation]="isolation"
        [getSession]="sessions.invoice" (wallet-ready)="onWidgetEvent($event)" (wallet-auth-required)="onWidgetEvent($event)"></wallet-pay-invoice>
      <wallet-kyc id="kyc" brand="pay" [attr.lang]="lang()" env="sandbox" [attr.api-base]="api" [attr.isolation]="isolation"
        [getSession]="sessions.kyc" (wallet-ready)="onWidgetEvent($event)" (wallet-auth-required)="onWidgetEvent($event)"></wallet-kyc>
      <wallet-merchant-buttons id="merchant" brand="pay" [attr.lang]="lang()" env="sandbox" [attr.api-base]="api" [attr.isolation]="isolation"
        [getSession]="sessions.merchant" (wallet-ready)="onWidgetEvent($event)" (wallet-auth-required)="onWidgetEvent($event)"></wallet-merchant-buttons>
      <wallet-pay-button id="pay-button" brand="pay" [attr.lang]="lang()" [attr.button-id]="button" env="sandbox" [attr.api-base]="api" [attr.isolation]="isolation"
        [getSession]="sessions['pay-button']" (wallet-ready)="onWidgetEvent($event)" (wallet-auth-required)="onWidgetEvent($event)"
        (wallet-payment-cancelled)="onWidgetEvent($event)"></wallet-pay-button>
      <wallet-brand-footer id="footer" brand="pay" [attr.lang]="lang()" (wallet-ready)="onWidgetEvent($event)" (wallet-link-click)="onWidgetEvent($event)"></wallet-brand-footer>
    }
  `,
})(HostApp);

const target = document.createElement('host-app');
document.getElementById('app').append(target);
await bootstrapApplication(HostApp, { providers: [provideZonelessChangeDetection()] });
