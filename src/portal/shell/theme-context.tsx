import { createContext, useContext } from 'react';
import type { ThemePreference } from './theme-preference';

/** The portal's theme preference; null where none is provided (component tests), and the switch is not shown. */
export const ThemeContext = createContext<ThemePreference | null>(null);

export function useThemePreference(): ThemePreference | null {
  return useContext(ThemeContext);
}
