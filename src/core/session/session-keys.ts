/**
 * The sessionStorage keys of a portal session (spec 1 section 3: "Session storage keeps tokens, auth flags,
 * initial path, sei path and approved device"). One place, so logout can clear every one of them.
 */
export const SESSION_KEYS = {
  accessToken: 'wallet.session.accessToken',
  refreshToken: 'wallet.session.refreshToken',
  /** Auth flag: the flow of the last completed login (`simple` or another flow kind). */
  authFlow: 'wallet.session.authFlow',
  /** PKCE verifier kept between the login step and the token step. */
  codeVerifier: 'wallet.session.codeVerifier',
  /** The path the user wanted before being sent to login; used once after login. */
  initialPath: 'wallet.session.initialPath',
  /** Target of the external authorize flow (`auth/sei`), remembered across the login. */
  seiPath: 'wallet.session.seiPath',
  /** The device approved by a device-verification login (JSON). */
  approvedDevice: 'wallet.session.approvedDevice',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Removes every {@link SESSION_KEYS} entry from `storage` (logout). */
export function clearSessionKeys(storage: Pick<Storage, 'removeItem'>): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
