/**
 * The reads of account security and settings, each defined once as a key plus its loader (CONVENTIONS habit 1); the
 * screens read them through the shared resource cache and invalidate them by key after a change.
 */
import type { ApiClient } from '../../core/api/client';
import { devicesList } from '../../core/api/contract/auth';
import { blacklistList, ipWhitelistGet, legalInfoGet } from '../../core/api/contract/settings';

export const SETTINGS_CACHE_KEYS = {
  devices: 'settings/devices',
  ipWhitelist: 'settings/ip-whitelist',
  blacklist: 'settings/blacklist',
  legal: 'settings/legal',
} as const;

export const settingsReads = {
  devices: (api: ApiClient) => ({
    key: SETTINGS_CACHE_KEYS.devices,
    load: (signal: AbortSignal) => api.call(devicesList, {}, { signal }),
  }),
  ipWhitelist: (api: ApiClient) => ({
    key: SETTINGS_CACHE_KEYS.ipWhitelist,
    load: (signal: AbortSignal) => api.call(ipWhitelistGet, {}, { signal }),
  }),
  blacklist: (api: ApiClient) => ({
    key: SETTINGS_CACHE_KEYS.blacklist,
    load: (signal: AbortSignal) => api.call(blacklistList, {}, { signal }),
  }),
  legal: (api: ApiClient) => ({
    key: SETTINGS_CACHE_KEYS.legal,
    load: (signal: AbortSignal) => api.call(legalInfoGet, {}, { signal }),
  }),
} as const;

/** A server validation error's field, when the error names one. */
export function failedField(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('validationErrors' in error)) return undefined;
  const errors = (error as { validationErrors?: readonly { field?: string | undefined }[] | undefined })
    .validationErrors;
  return errors?.find((item) => item.field)?.field;
}
