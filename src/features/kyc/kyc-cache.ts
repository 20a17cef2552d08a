/**
 * The verification's cache keys and when they go stale. Kept apart from the loaders (kyc-data.ts), so the portal's
 * shell can react to review notices without its first download carrying the verification's schemas.
 */
import type { ResourceCache } from '../../core/resource/resource-cache';

export const KYC_CACHE_KEYS = {
  /** Prefix of every verification key: invalidate it after an upload or a review notice. */
  all: 'kyc/',
  /** The same key the portal's shell reads customer info under, so guards and menus see a change at once. */
  customer: 'customer/info',
  profile: 'kyc/profile',
  documentTypes: (language: string) => `kyc/document-types/${language}`,
  fatca: 'kyc/fatca',
  limits: 'kyc/limits',
  dueDiligence: 'kyc/due-diligence',
  customerInfo: 'kyc/customer-info',
  kycRequest: 'kyc/request',
} as const;

/** Notices after which the verification data is stale: document decisions and generic notices from compliance. */
export function isVerificationNotice(notification: { type: string }): boolean {
  return notification.type.startsWith('document') || notification.type === 'info';
}

/** Reloads everything the verification screens show (after an upload, a review decision or a profile change). */
export function invalidateVerification(cache: ResourceCache): void {
  cache.invalidate(KYC_CACHE_KEYS.all);
  cache.invalidate(KYC_CACHE_KEYS.customer);
}
