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
    const response = await fetch('/env.json', { cache: 'no-store' });
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
