/**
 * Vendor captchas that draw their own widget: Cloudflare Turnstile, hCaptcha and Google reCAPTCHA (v2). The three
 * share one explicit-render API (`render(container, { sitekey, callback, 'expired-callback', 'error-callback' })`,
 * `reset(id)`, `remove(id)` where offered), so one adapter serves them. The vendor's script is loaded once, on
 * first use; a page with a Content-Security-Policy must allow the vendor's script and frame origins.
 */
import { BotCheckError, type WidgetBotCheckProvider } from './bot-check';

interface VendorApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
}

export const SCRIPT_PROVIDERS = {
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    languageOption: 'language',
  },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha', languageOption: 'hl' },
  recaptcha: {
    src: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
    languageOption: 'hl',
  },
} as const;

export type ScriptProviderId = keyof typeof SCRIPT_PROVIDERS;

const loading = new Map<string, Promise<VendorApi>>();

function vendorApi(global: string): VendorApi | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[global] as Partial<VendorApi> | undefined;
  return candidate && typeof candidate.render === 'function' && typeof candidate.reset === 'function'
    ? (candidate as VendorApi)
    : undefined;
}

/** Loads the vendor script once per page; resolves when its global API is there. */
export function loadVendor(id: ScriptProviderId): Promise<VendorApi> {
  const { src, global } = SCRIPT_PROVIDERS[id];
  const ready = vendorApi(global);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(id);
  if (!promise) {
    promise = new Promise<VendorApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        const api = vendorApi(global);
        if (api) resolve(api);
        else reject(new BotCheckError('unavailable', `${id} loaded without its API`));
      });
      script.addEventListener('error', () => {
        loading.delete(id);
        reject(new BotCheckError('unavailable', `${id} could not be loaded`));
      });
      document.head.append(script);
    });
    loading.set(id, promise);
  }
  return promise;
}

export function createScriptBotCheck(id: ScriptProviderId, siteKey: string): WidgetBotCheckProvider {
  return {
    kind: 'widget',
    id,
    mount(container, language, callbacks) {
      let widgetId: string | number | null = null;
      let removed = false;
      let api: VendorApi | null = null;
      loadVendor(id).then(
        (loaded) => {
          if (removed) return;
          api = loaded;
          widgetId = loaded.render(container, {
            sitekey: siteKey,
            [SCRIPT_PROVIDERS[id].languageOption]: language,
            callback: (token: string) => callbacks.onToken(token),
            'expired-callback': () => callbacks.onExpired(),
            'error-callback': () => callbacks.onError(new BotCheckError('unavailable', `${id} reported an error`)),
          });
        },
        (error: unknown) =>
          callbacks.onError(error instanceof BotCheckError ? error : new BotCheckError('unavailable', String(error))),
      );
      return {
        reset() {
          if (api && widgetId !== null) api.reset(widgetId);
        },
        remove() {
          removed = true;
          if (api && widgetId !== null) api.remove?.(widgetId);
          container.replaceChildren();
        },
      };
    },
  };
}
