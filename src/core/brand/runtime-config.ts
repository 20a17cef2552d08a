import ky from 'ky';
import * as z from 'zod/mini';
import { BFF_PREFIX } from '../api/contract/define';

/**
 * Settings the server that hosts the portal hands over at run time (`/env.json`, read by the portal and by its
 * `/embed/<widget>` frames), so a build can point at a
 * sandbox on another port without being rebuilt. Missing file: build-time defaults apply.
 */
const runtimeConfigSchema = z.object({
  sandboxOrigin: z.optional(z.url()),
  /**
   * The portal's one mode setting (docs/bff.md): `bff` when the server hosting it is its BFF (tokens server-side,
   * session cookie), `token` (the default) for the spec's browser-only client with tokens in sessionStorage.
   */
  authMode: z.optional(z.enum(['token', 'bff'])),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // A missing file (404) is normal; a slow one must not hold the portal's first screen for long.
    const response = await ky.get('/env.json', {
      cache: 'no-store',
      throwHttpErrors: false,
      retry: 0,
      timeout: 10_000,
    });
    if (!response.ok) return {};
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    if (!parsed.success) {
      console.error('Ignoring /env.json: it does not match the runtime config schema.', parsed.error);
      return {};
    }
    return parsed.data;
  } catch {
    return {};
  }
}

/**
 * Whether the portal's BFF holds a session for this browser (BFF mode: a new tab, a reload); false when it cannot be
 * asked. The session cookie is HttpOnly, so this is the page's only way to know.
 */
export async function loadBffSignedIn(origin: string): Promise<boolean> {
  try {
    const reply = await ky.get(`${origin}${BFF_PREFIX}/session`, { cache: 'no-store', retry: 1, timeout: 10_000 });
    const body: unknown = await reply.json();
    return typeof body === 'object' && body !== null && (body as { signedIn?: unknown }).signedIn === true;
  } catch (error) {
    console.error('Could not ask the BFF for the session; starting signed out.', error);
    return false;
  }
}
