/**
 * The code a merchant pastes into their site for a saved button: the pay button's script and the element with the
 * button's id and the attributes that point it at the right brand and API.
 */
import type { BrandId } from '../brand/brand-ids';
import type { EnvironmentConfig } from '../brand/environments';

export { widgetsBaseOf } from './widgets-base';

export const PAY_BUTTON_TAG = 'wallet-pay-button';
export const PAY_BUTTON_SCRIPT = 'wallet-pay-button.js';

/** Where `npm start` serves the widget build (the partner demo's `/widgets`), for pages that cannot tell. */
export const SANDBOX_WIDGETS_BASE = 'http://127.0.0.1:5174/widgets/';

export interface EmbedSnippetOptions {
  buttonId: number;
  brandId: BrandId;
  environment: Pick<EnvironmentConfig, 'name' | 'apiBase'>;
  /** Folder (URL ending in `/`) the widget scripts are published in. */
  widgetsBase: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Two lines of HTML. `api-base` is written only for the sandbox, whose address is not derived from the brand; hosted
 * environments find their API from `brand` and `env`.
 */
export function embedSnippet({ buttonId, brandId, environment, widgetsBase }: EmbedSnippetOptions): string {
  const script = new URL(PAY_BUTTON_SCRIPT, widgetsBase).href;
  const attributes: [string, string][] = [
    ['button-id', String(buttonId)],
    ['brand', brandId],
    ['env', environment.name],
  ];
  if (environment.name === 'sandbox') attributes.push(['api-base', new URL(environment.apiBase).origin]);
  const element = attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
  return `<script type="module" src="${escapeAttribute(script)}"></script>\n<${PAY_BUTTON_TAG} ${element}></${PAY_BUTTON_TAG}>`;
}

/** Where the portal tells merchants to load the pay button from: the sandbox's demo server, else the portal's origin. */
export function portalWidgetsBase(environment: Pick<EnvironmentConfig, 'name' | 'portalOrigin'>): string {
  return environment.name === 'sandbox' ? SANDBOX_WIDGETS_BASE : new URL('/widgets/', environment.portalOrigin).href;
}
