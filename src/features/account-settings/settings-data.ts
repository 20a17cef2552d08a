/**
 * The reads of account security and settings, each defined once as a queryOptions value (key plus loader, CONVENTIONS
 * habit 1); the screens read them with useQuery and their writes (useMutation) invalidate them by key.
 */
import type { ApiClient } from '../../core/api/client';
import { deviceApproveMethodsGet, deviceGet, devicesList, linkedDevicesGet } from '../../core/api/contract/auth';
import { queryOptions } from '../../core/resource/query-options';
import { blacklistList, ipWhitelistGet, legalInfoGet } from '../../core/api/contract/settings';

export const SETTINGS_CACHE_KEYS = {
  /** Every device of the user, pending ones included (and, by prefix, each device's own read). */
  devices: 'settings/devices',
  linkedDevices: 'settings/linked-devices',
  deviceApproveMethods: 'settings/device-approve-methods',
  ipWhitelist: 'settings/ip-whitelist',
  blacklist: 'settings/blacklist',
  legal: 'settings/legal',
} as const;

export const settingsReads = {
  devices: (api: ApiClient) =>
    queryOptions({
      key: SETTINGS_CACHE_KEYS.devices,
      load: (signal: AbortSignal) => api.call(devicesList, {}, { signal }),
    }),
  /** The linked (approved) devices, from the device API. */
  linkedDevices: (api: ApiClient) =>
    queryOptions({
      key: SETTINGS_CACHE_KEYS.linkedDevices,
      load: (signal: AbortSignal) => api.call(linkedDevicesGet, {}, { signal }),
    }),
  /** One device, for its approval (it may have been approved or removed elsewhere since the list loaded). */
  device: (api: ApiClient, deviceId: string) =>
    queryOptions({
      key: `${SETTINGS_CACHE_KEYS.devices}/${deviceId}`,
      load: (signal: AbortSignal) => api.call(deviceGet, { deviceId }, { signal }),
    }),
  deviceApproveMethods: (api: ApiClient) =>
    queryOptions({
      key: SETTINGS_CACHE_KEYS.deviceApproveMethods,
      load: (signal: AbortSignal) => api.call(deviceApproveMethodsGet, {}, { signal }),
    }),
  ipWhitelist: (api: ApiClient) =>
    queryOptions({
      key: SETTINGS_CACHE_KEYS.ipWhitelist,
      load: (signal: AbortSignal) => api.call(ipWhitelistGet, {}, { signal }),
    }),
  blacklist: (api: ApiClient) =>
    queryOptions({
      key: SETTINGS_CACHE_KEYS.blacklist,
      load: (signal: AbortSignal) => api.call(blacklistList, {}, { signal }),
    }),
  legal: (api: ApiClient) =>
    queryOptions({
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
