import { computed, signal, type ReadonlySignal } from '@preact/signals-core';

/** What the customer chose in the account menu: follow the system, or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
/** localStorage key of the choice; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'wallet.portal.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export interface ThemePreference {
  choice: ReadonlySignal<ThemeChoice>;
  /** The theme on screen: the choice, or the system's when the choice is "system". */
  resolved: ReadonlySignal<ResolvedTheme>;
  choose(choice: ThemeChoice): void;
  dispose(): void;
}

function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

/**
 * The portal's theme: read from localStorage, following `prefers-color-scheme` while the choice is "system", and
 * written to `<html data-theme>` (theme.css switches the tokens on it) and `<meta name="theme-color">` (the
 * browser's bar). `themeColour` gives the bar colour for a resolved theme.
 */
export function createThemePreference(window: Window, themeColour: (theme: ResolvedTheme) => string): ThemePreference {
  const { document } = window;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, a webview's settings): follow the system.
  }
  const choice = signal<ThemeChoice>(isThemeChoice(stored) ? stored : 'system');
  const media = window.matchMedia(DARK_QUERY);
  const systemDark = signal(media.matches);
  const onSystemChange = (event: MediaQueryListEvent) => {
    systemDark.value = event.matches;
  };
  media.addEventListener('change', onSystemChange);
  const resolved = computed<ResolvedTheme>(() =>
    choice.value === 'system' ? (systemDark.value ? 'dark' : 'light') : choice.value,
  );

  const apply = () => {
    const theme = resolved.value;
    document.documentElement.dataset['theme'] = theme;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = themeColour(theme);
  };
  const stop = resolved.subscribe(apply);

  return {
    choice,
    resolved,
    choose(next) {
      choice.value = next;
      try {
        if (next === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
        else window.localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Not remembered where storage is blocked; the choice still holds for this page.
      }
    },
    dispose() {
      stop();
      media.removeEventListener('change', onSystemChange);
    },
  };
}
