/**
 * The overall verification status of a customer (spec 1 section 4 "Overall user status", spec 3 section 4.2): the
 * required actions, pending documents, the status in the spec's priority order, its warning flag, and which calls
 * to make when the status is loaded. Pure functions over the API's replies; the feature renders the result.
 */
import type { Customer } from '../api/contract/customer';
import type { FatcaCertification, LimitReason, Profile, UploadedDocument } from '../api/contract/kyc';
import { ADDRESS_STATUS, DOCUMENT_STATUS } from '../api/contract/kyc';

/** Overall verification states (spec 1 section 3). */
export const OVERALL_STATUSES = [
  'checked',
  'limited',
  'processing',
  'verificationProcessing',
  'unverified',
  'duplicateDocuments',
  'duplicateDocumentsUploaded',
  'hasRequiredActions',
  'someCardDocumentRequired',
  'finalReview',
] as const;
export type OverallStatus = (typeof OVERALL_STATUSES)[number];

/** The six required-action flags, in the spec's order. */
export const REQUIRED_ACTIONS = ['fatca', 'address', 'proofOfResidence', 'identity', 'phone', 'videoIdentity'] as const;
export type RequiredAction = (typeof REQUIRED_ACTIONS)[number];

/** Document statuses counted as pending: pending, submitted, under investigation. */
const PENDING_STATUS_IDS: readonly number[] = [
  DOCUMENT_STATUS.pending,
  DOCUMENT_STATUS.submitted,
  DOCUMENT_STATUS.underInvestigation,
];

/** Statuses after which a document must be uploaded again. */
const STUCK_STATUS_IDS: readonly number[] = [
  DOCUMENT_STATUS.rejected,
  DOCUMENT_STATUS.nameMismatch,
  DOCUMENT_STATUS.expired,
  DOCUMENT_STATUS.canceled,
  DOCUMENT_STATUS.deleted,
];

export function isPendingDocument(statusId: number): boolean {
  return PENDING_STATUS_IDS.includes(statusId);
}

export function isStuckDocument(statusId: number): boolean {
  return STUCK_STATUS_IDS.includes(statusId);
}

type FatcaStatuses = Pick<
  FatcaCertification,
  | 'w9FormDocumentStatus'
  | 'certificateOfLossOfNationalityDocumentStatus'
  | 'taxResidencySelfCertificationDocumentStatus'
  | 'w8BenFormDocumentStatus'
>;

/** What the status is computed from. Optional parts are the calls the loading rules may skip. */
export interface StatusInput {
  /** A business representative (spec 1 section 6: treated as always verified). */
  isRepresentative: boolean;
  isBusiness: boolean;
  verified: boolean;
  limited: boolean;
  profile: Pick<
    Profile,
    | 'addresses'
    | 'proofOfResidenceStatus'
    | 'identity'
    | 'phone'
    | 'videoIdentityStatus'
    | 'documents'
    | 'duplicateDocuments'
  >;
  /** The FATCA/CRS form statuses (personal customers); null when not loaded. */
  fatca?: FatcaStatuses | null | undefined;
  /** Limit reasons (loaded when limited); null when not loaded. */
  limitReasons?: readonly LimitReason[] | null | undefined;
  /** Due diligence (loaded at levels 1 and 4); null when not loaded. */
  dueDiligence?:
    | { requiredDocumentTypes: readonly unknown[]; uploadedDocuments: readonly Pick<UploadedDocument, 'statusId'>[] }
    | null
    | undefined;
}

/** The FATCA section needs action: personal only, any of the four form statuses is none or rejected. */
export function fatcaNeedsAction(input: Pick<StatusInput, 'isBusiness' | 'fatca'>): boolean {
  if (input.isBusiness || !input.fatca) return false;
  const { fatca } = input;
  return [
    fatca.w9FormDocumentStatus,
    fatca.certificateOfLossOfNationalityDocumentStatus,
    fatca.taxResidencySelfCertificationDocumentStatus,
    fatca.w8BenFormDocumentStatus,
  ].some((status) => status === 'none' || status === 'rejected');
}

/** An address needs action when it must (again) be proven, its proof is out of date, or it was refused. */
export function addressNeedsAction(address: Profile['addresses'][number]): boolean {
  return (
    address.isDocumentRequired ||
    address.isDocumentOutOfDate ||
    address.addressStatus === ADDRESS_STATUS.rejected ||
    address.addressStatus === ADDRESS_STATUS.nameMismatch
  );
}

/** The required actions that are true, in the spec's order (its count is the number of true flags). */
export function requiredActions(input: Pick<StatusInput, 'isBusiness' | 'fatca' | 'profile'>): RequiredAction[] {
  const { profile } = input;
  const identity = profile.identity.status;
  const flags: Record<RequiredAction, boolean> = {
    fatca: fatcaNeedsAction(input),
    address: profile.addresses.length === 0 || profile.addresses.some(addressNeedsAction),
    proofOfResidence: ['expiredSoon', 'none', 'rejected'].includes(profile.proofOfResidenceStatus),
    identity: identity === null || identity === 'nameMismatch' || identity === 'rejected' || identity === 'canceled',
    phone: profile.phone?.confirmed !== true,
    videoIdentity: profile.videoIdentityStatus === 'rejected',
  };
  return REQUIRED_ACTIONS.filter((action) => flags[action]);
}

export function requiredActionCount(input: Pick<StatusInput, 'isBusiness' | 'fatca' | 'profile'>): number {
  return requiredActions(input).length;
}

/** Whether any of the customer's documents waits for review. */
export function hasPendingDocuments(profile: Pick<Profile, 'documents'>): boolean {
  return profile.documents.some((document) => isPendingDocument(document.statusId));
}

/** The newest upload of a list (the API answers newest first; this does not rely on it). */
export function latestDocument<T extends Pick<UploadedDocument, 'uploaded' | 'id'>>(
  documents: readonly T[],
): T | undefined {
  return [...documents].sort((a, b) => b.uploaded.localeCompare(a.uploaded) || b.id - a.id)[0];
}

/** Every limit reason has its documents uploaded and none is stuck (refused, expired ...). */
export function limitDocumentsComplete(reasons: readonly LimitReason[]): boolean {
  return (
    reasons.length > 0 &&
    reasons.every((reason) =>
      reason.requirementDocuments.every((requirement) => {
        const latest = latestDocument(requirement.uploadedDocuments);
        return latest !== undefined && !isStuckDocument(latest.statusId);
      }),
    )
  );
}

/** The overall status, in the spec's priority order. */
export function computeOverallStatus(input: StatusInput): OverallStatus {
  // 1. Representatives are treated as always verified.
  if (input.isRepresentative) return 'checked';
  // 2. Limited: processing once every reason has its documents uploaded and none is stuck.
  if (input.limited) return input.limitReasons && limitDocumentsComplete(input.limitReasons) ? 'processing' : 'limited';
  // 3. Duplicate documents.
  const duplicates = input.profile.duplicateDocuments.status;
  if (duplicates === 'uploaded') return 'duplicateDocumentsUploaded';
  if (duplicates === 'required') return 'duplicateDocuments';
  // 4. Card document required: never applies (spec: "currently never"); the state exists for completeness.
  // 5. Any required action.
  if (requiredActionCount(input) > 0) return 'hasRequiredActions';
  // 6. Unverified.
  if (!input.verified) {
    const dueDiligence = input.dueDiligence;
    if (dueDiligence?.uploadedDocuments.some((document) => isPendingDocument(document.statusId))) return 'processing';
    if (dueDiligence && dueDiligence.requiredDocumentTypes.length > 0) return 'unverified';
    if (hasPendingDocuments(input.profile)) return 'verificationProcessing';
    return input.isBusiness ? 'checked' : 'finalReview';
  }
  // 7. Verified.
  return 'checked';
}

/** States shown as a warning (spec 1 section 4): limited, duplicates, unverified, required actions, card document. */
export function isWarningStatus(status: OverallStatus): boolean {
  return (
    status === 'limited' ||
    status === 'duplicateDocuments' ||
    status === 'duplicateDocumentsUploaded' ||
    status === 'unverified' ||
    status === 'hasRequiredActions' ||
    status === 'someCardDocumentRequired'
  );
}

/** Due diligence levels whose info is loaded (spec 1 section 9). */
export const DUE_DILIGENCE_LEVELS = [1, 4] as const;

/** What to load with the status (spec 1 section 4, "When the status is loaded"). */
export interface StatusLoadPlan {
  /** KYC data (questionnaire answers) and the dictionaries: when KYC or a personal info update is needed. */
  kycData: boolean;
  /** The kyc request: when a personal info update is needed. */
  kycRequest: boolean;
  dueDiligence: boolean;
  limitReasons: boolean;
  /** The FATCA/CRS forms, which the FATCA required action reads: personal customers only. */
  fatca: boolean;
}

export function statusLoadPlan(
  customer: Pick<Customer, 'isNeedKyc' | 'isNeedPersonalInfoUpdate' | 'dueDiligenceLevel' | 'limited'>,
  isBusiness: boolean,
): StatusLoadPlan {
  return {
    kycData: customer.isNeedKyc || customer.isNeedPersonalInfoUpdate,
    kycRequest: customer.isNeedPersonalInfoUpdate,
    dueDiligence: (DUE_DILIGENCE_LEVELS as readonly number[]).includes(customer.dueDiligenceLevel),
    limitReasons: customer.limited,
    fatca: !isBusiness,
  };
}
