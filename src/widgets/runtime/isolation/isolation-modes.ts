/** The values of the signed-in elements' `isolation` attribute (isolation.tsx), without React: the editor data reads them. */
export const ISOLATION_MODES = ['frame', 'none'] as const;
export type IsolationMode = (typeof ISOLATION_MODES)[number];
