import ky from 'ky';
import * as z from 'zod/mini';

/**
 * Settings the server that hosts the portal hands over at run time (`/env.json`, read by the portal and by its
 * `/embed/<widget>` frames), so a build can point at a
 * sandbox on another port without being rebuilt. Missing file: build-time defaults apply.
 */
const runtimeConfigSchema = z.object({
  sandboxOrigin: z.optional(z.url()),
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
