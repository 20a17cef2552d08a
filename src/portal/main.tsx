import './boot/install-trusted-types';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBrand } from '../core/brand/brands';
import { bffEnvironment, resolveEnvironment } from '../core/brand/environments';
import { createI18n, setLanguage } from '../core/i18n/i18n';
import { applyDocumentStyles } from './boot/document-styles';
import { PortalApp } from './app';
import { chooseBrandAndEnvironment } from './boot/choose-brand';
import { initialLanguage, rememberLanguage } from './boot/language';
import { loadBffSignedIn, loadRuntimeConfig } from '../core/brand/runtime-config';
import portalCss from './portal.css?inline';
import { createPortalServices } from './services';
import { EMBEDDED_START_DELAY_MS } from '../core/embedded/embedded-app';
import { createAppShell } from './shell/app-shell';
import { applyBrandIdentity } from './boot/brand-identity';
import { createThemePreference } from './shell/theme-preference';
import { ThemeContext } from './shell/theme-context';
import { DARK_BACKGROUND } from '../ui';

const shell = createAppShell(window, typeof __PORTAL_BUILD_ID__ === 'string' ? __PORTAL_BUILD_ID__ : 'dev');

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The portal page has no #root element.');

  // Inside a mobile shell the native side finishes injecting its bridge first (spec 1 section 9).
  if (shell.embedded) await new Promise((resolve) => setTimeout(resolve, EMBEDDED_START_DELAY_MS));
  const runtime = await loadRuntimeConfig();
  const { brandId, environmentName } = chooseBrandAndEnvironment(window.location, window.localStorage);
  const brand = getBrand(brandId);
  const bank = resolveEnvironment(brandId, environmentName, {
    ...(runtime.sandboxOrigin ? { sandboxOrigin: runtime.sandboxOrigin } : {}),
    portalOrigin: window.location.origin,
  });
  // One setting picks the mode: the server's /env.json, else the build's VITE_AUTH_MODE, else token mode.
  const bffMode = (runtime.authMode ?? import.meta.env.VITE_AUTH_MODE) === 'bff';
  const environment = bffMode ? bffEnvironment(bank, window.location.origin) : bank;
  const bffSignedIn = bffMode ? loadBffSignedIn(window.location.origin) : null;
  const language = initialLanguage(brand);
  const i18n = createI18n({ language, languages: brand.languages.available });
  // The first screen in the visitor's language: its texts load before the first render (English is bundled).
  await setLanguage(i18n, language);
  i18n.on('languageChanged', (changed: string) => rememberLanguage(changed as typeof language));
  document.documentElement.lang = language;
  document.title = brand.name;
  applyDocumentStyles(document, brand, portalCss);
  applyBrandIdentity(document, brandId);
  const theme = createThemePreference(window, (resolved) =>
    resolved === 'dark' ? DARK_BACKGROUND : brand.theme.primary,
  );

  const auth = bffSignedIn ? { mode: 'bff' as const, signedIn: await bffSignedIn } : { mode: 'token' as const };
  const services = createPortalServices({ brandId, brand, environment, i18n, shell, auth });
  createRoot(container).render(
    <StrictMode>
      <ThemeContext value={theme}>
        <PortalApp services={services} />
      </ThemeContext>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error('The portal could not start:', error);
  shell.notifyNative({
    type: 'criticalError',
    code: 'boot',
    message: error instanceof Error ? error.message : String(error),
  });
  const container = document.getElementById('root');
  if (container) {
    container.textContent =
      'The portal could not start. Reload the page to try again; if it keeps happening, contact support.';
    container.setAttribute('role', 'alert');
  }
});
