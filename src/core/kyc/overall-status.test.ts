import { describe, expect, it } from 'vitest';
import type { LimitReason, Profile, UploadedDocument } from '../api/contract/kyc';
import {
  computeOverallStatus,
  hasPendingDocuments,
  isWarningStatus,
  OVERALL_STATUSES,
  requiredActionCount,
  requiredActions,
  statusLoadPlan,
  type OverallStatus,
  type StatusInput,
} from './overall-status';

function document(statusId: number, uploaded = '2025-02-01T10:00:00.000Z', id = 1): UploadedDocument {
  return {
    id,
    statusId,
    uploaded,
    documentTypeId: 1,
    documentType: 'Passport',
    category: 1,
    isSubDocument: false,
    issuedDate: null,
    expiresDate: null,
    createdUsername: 'Test',
    rejectReason: null,
    files: [],
    isDueDiligence: false,
  };
}

const goodAddress: Profile['addresses'][number] = {
  addressId: 1,
  addressKind: 1,
  address1: '1 Main Street',
  address2: null,
  city: 'London',
  postalCode: 'N1 1AA',
  countryCode: 'GB',
  addressStatus: 1,
  stateCode: null,
  stateName: null,
  confirmed: true,
  uploadedDocuments: [document(2)],
  isDocumentOutOfDate: false,
  isCardDocumentRequired: false,
  isDocumentRequired: false,
};

const verifiedProfile: StatusInput['profile'] = {
  addresses: [goodAddress],
  proofOfResidenceStatus: 'validated',
  identity: { status: 'validated', uploadedDocuments: [document(2)] },
  phone: { id: 1, confirmed: true, countryCode: '44', number: '7700900101' },
  videoIdentityStatus: null,
  documents: [{ id: 1, documentTypeId: 1, statusId: 2, created: '2025-01-01', expiration: null, createdName: 'Test' }],
  duplicateDocuments: { status: 'none', uploadedDocuments: [] },
};

const fatcaDone = {
  w9FormDocumentStatus: 'notRequired',
  certificateOfLossOfNationalityDocumentStatus: 'notRequired',
  taxResidencySelfCertificationDocumentStatus: 'validated',
  w8BenFormDocumentStatus: 'notRequired',
} as const;

const base: StatusInput = {
  isRepresentative: false,
  isBusiness: false,
  verified: true,
  limited: false,
  profile: verifiedProfile,
  fatca: fatcaDone,
};

function reason(statuses: number[][]): LimitReason {
  return {
    id: 1,
    actionTypeId: 1,
    description: 'Expired documents',
    requirementDocuments: statuses.map((uploads, index) => ({
      documentTypeId: 10 + index,
      documentType: 'Utility bill',
      category: 2,
      uploadedDocuments: uploads.map((statusId, position) =>
        document(statusId, `2025-02-0${String(9 - position)}T10:00:00.000Z`, position + 1),
      ),
    })),
  };
}

function pendingProfile(): StatusInput['profile'] {
  return {
    ...verifiedProfile,
    documents: [
      { id: 9, documentTypeId: 1, statusId: 0, created: '2025-02-01', expiration: null, createdName: 'Test' },
    ],
  };
}

const CASES: { name: string; input: StatusInput; expected: OverallStatus }[] = [
  {
    name: '1. a representative is checked whatever else holds',
    input: { ...base, isRepresentative: true, limited: true, verified: false },
    expected: 'checked',
  },
  {
    name: '2. limited without reasons loaded',
    input: { ...base, limited: true, limitReasons: null },
    expected: 'limited',
  },
  {
    name: '2. limited with a document missing',
    input: { ...base, limited: true, limitReasons: [reason([[0], []])] },
    expected: 'limited',
  },
  {
    name: '2. limited with a stuck (rejected) document',
    input: { ...base, limited: true, limitReasons: [reason([[26, 0]])] },
    expected: 'limited',
  },
  {
    name: '2. limited with every document uploaded and none stuck',
    input: { ...base, limited: true, limitReasons: [reason([[0], [2]])] },
    expected: 'processing',
  },
  {
    name: '2. limited: a rejected upload replaced by a newer one counts as uploaded',
    input: { ...base, limited: true, limitReasons: [reason([[41, 26]])] },
    expected: 'processing',
  },
  {
    name: '3. duplicate documents asked for',
    input: {
      ...base,
      profile: { ...verifiedProfile, duplicateDocuments: { status: 'required', uploadedDocuments: [] } },
    },
    expected: 'duplicateDocuments',
  },
  {
    name: '3. duplicate documents uploaded',
    input: {
      ...base,
      profile: { ...verifiedProfile, duplicateDocuments: { status: 'uploaded', uploadedDocuments: [] } },
    },
    expected: 'duplicateDocumentsUploaded',
  },
  {
    name: '5. a required action (phone) before everything below',
    input: { ...base, verified: false, profile: { ...verifiedProfile, phone: null } },
    expected: 'hasRequiredActions',
  },
  {
    name: '5. a verified customer with a required action',
    input: { ...base, profile: { ...verifiedProfile, proofOfResidenceStatus: 'expiredSoon' } },
    expected: 'hasRequiredActions',
  },
  {
    name: '6. unverified with due diligence documents uploaded',
    input: { ...base, verified: false, dueDiligence: { requiredDocumentTypes: [], uploadedDocuments: [document(0)] } },
    expected: 'processing',
  },
  {
    name: '6. unverified with due diligence documents still required',
    input: { ...base, verified: false, dueDiligence: { requiredDocumentTypes: [{ id: 31 }], uploadedDocuments: [] } },
    expected: 'unverified',
  },
  {
    name: '6. unverified with documents pending',
    input: { ...base, verified: false, profile: pendingProfile() },
    expected: 'verificationProcessing',
  },
  {
    name: '6. unverified business with nothing pending',
    input: { ...base, verified: false, isBusiness: true },
    expected: 'checked',
  },
  { name: '6. unverified personal with nothing pending', input: { ...base, verified: false }, expected: 'finalReview' },
  { name: '7. verified', input: base, expected: 'checked' },
];

describe('computeOverallStatus', () => {
  it.each(CASES)('$name -> $expected', ({ input, expected }) => {
    expect(computeOverallStatus(input)).toBe(expected);
  });

  it('never returns someCardDocumentRequired (the spec: "currently never")', () => {
    expect(CASES.map((testCase) => computeOverallStatus(testCase.input))).not.toContain('someCardDocumentRequired');
  });
});

describe('required actions', () => {
  const ACTION_CASES: {
    name: string;
    input: Pick<StatusInput, 'isBusiness' | 'fatca' | 'profile'>;
    expected: string[];
  }[] = [
    { name: 'none when everything is confirmed', input: base, expected: [] },
    {
      name: 'FATCA: a form status none',
      input: { ...base, fatca: { ...fatcaDone, w9FormDocumentStatus: 'none' } },
      expected: ['fatca'],
    },
    {
      name: 'FATCA: a form status rejected',
      input: { ...base, fatca: { ...fatcaDone, w8BenFormDocumentStatus: 'rejected' } },
      expected: ['fatca'],
    },
    {
      name: 'FATCA: pending is fine',
      input: { ...base, fatca: { ...fatcaDone, taxResidencySelfCertificationDocumentStatus: 'pending' } },
      expected: [],
    },
    {
      name: 'FATCA: never for businesses',
      input: { ...base, isBusiness: true, fatca: { ...fatcaDone, w9FormDocumentStatus: 'none' } },
      expected: [],
    },
    {
      name: 'address: none on file',
      input: { ...base, profile: { ...verifiedProfile, addresses: [] } },
      expected: ['address'],
    },
    {
      name: 'address: document required',
      input: { ...base, profile: { ...verifiedProfile, addresses: [{ ...goodAddress, isDocumentRequired: true }] } },
      expected: ['address'],
    },
    {
      name: 'address: out of date',
      input: { ...base, profile: { ...verifiedProfile, addresses: [{ ...goodAddress, isDocumentOutOfDate: true }] } },
      expected: ['address'],
    },
    {
      name: 'address: name mismatch',
      input: { ...base, profile: { ...verifiedProfile, addresses: [{ ...goodAddress, addressStatus: 4 }] } },
      expected: ['address'],
    },
    {
      name: 'proof of residence: none',
      input: { ...base, profile: { ...verifiedProfile, proofOfResidenceStatus: 'none' } },
      expected: ['proofOfResidence'],
    },
    {
      name: 'proof of residence: rejected',
      input: { ...base, profile: { ...verifiedProfile, proofOfResidenceStatus: 'rejected' } },
      expected: ['proofOfResidence'],
    },
    {
      name: 'proof of residence: pending is fine',
      input: { ...base, profile: { ...verifiedProfile, proofOfResidenceStatus: 'pending' } },
      expected: [],
    },
    {
      name: 'identity: undefined',
      input: { ...base, profile: { ...verifiedProfile, identity: { status: null, uploadedDocuments: [] } } },
      expected: ['identity'],
    },
    {
      name: 'identity: name mismatch',
      input: { ...base, profile: { ...verifiedProfile, identity: { status: 'nameMismatch', uploadedDocuments: [] } } },
      expected: ['identity'],
    },
    {
      name: 'identity: canceled',
      input: { ...base, profile: { ...verifiedProfile, identity: { status: 'canceled', uploadedDocuments: [] } } },
      expected: ['identity'],
    },
    {
      name: 'identity: pending is fine',
      input: { ...base, profile: { ...verifiedProfile, identity: { status: 'pending', uploadedDocuments: [] } } },
      expected: [],
    },
    {
      name: 'phone: not confirmed',
      input: {
        ...base,
        profile: { ...verifiedProfile, phone: { id: 1, confirmed: false, countryCode: '44', number: '1' } },
      },
      expected: ['phone'],
    },
    {
      name: 'video identity: rejected',
      input: { ...base, profile: { ...verifiedProfile, videoIdentityStatus: 'rejected' } },
      expected: ['videoIdentity'],
    },
    {
      name: 'all six, counted',
      input: {
        isBusiness: false,
        fatca: { ...fatcaDone, w9FormDocumentStatus: 'none' },
        profile: {
          ...verifiedProfile,
          addresses: [],
          proofOfResidenceStatus: 'none',
          identity: { status: 'rejected', uploadedDocuments: [] },
          phone: null,
          videoIdentityStatus: 'rejected',
        },
      },
      expected: ['fatca', 'address', 'proofOfResidence', 'identity', 'phone', 'videoIdentity'],
    },
  ];

  it.each(ACTION_CASES)('$name', ({ input, expected }) => {
    expect(requiredActions(input)).toEqual(expected);
    expect(requiredActionCount(input)).toBe(expected.length);
  });
});

describe('pending documents', () => {
  it.each([
    [0, true],
    [41, true],
    [31, true],
    [2, false],
    [26, false],
    [64, false],
  ])('status %i pending: %s', (statusId, pending) => {
    expect(
      hasPendingDocuments({
        documents: [{ id: 1, documentTypeId: 1, statusId, created: '', expiration: null, createdName: '' }],
      }),
    ).toBe(pending);
  });
});

describe('warning flag', () => {
  const WARNINGS: OverallStatus[] = [
    'limited',
    'duplicateDocuments',
    'duplicateDocumentsUploaded',
    'unverified',
    'hasRequiredActions',
    'someCardDocumentRequired',
  ];
  it.each(OVERALL_STATUSES.map((status) => [status, WARNINGS.includes(status)] as const))(
    '%s: %s',
    (status, warning) => {
      expect(isWarningStatus(status)).toBe(warning);
    },
  );
});

describe('statusLoadPlan', () => {
  const customer = { isNeedKyc: false, isNeedPersonalInfoUpdate: false, dueDiligenceLevel: 2, limited: false };
  it.each([
    [
      'nothing extra for a verified customer',
      customer,
      false,
      { kycData: false, kycRequest: false, dueDiligence: false, limitReasons: false, fatca: true },
    ],
    ['KYC data when KYC is needed', { ...customer, isNeedKyc: true }, false, { kycData: true, kycRequest: false }],
    [
      'KYC data and the kyc request for a personal info update',
      { ...customer, isNeedPersonalInfoUpdate: true },
      false,
      { kycData: true, kycRequest: true },
    ],
    ['due diligence at level 1', { ...customer, dueDiligenceLevel: 1 }, false, { dueDiligence: true }],
    ['due diligence at level 4', { ...customer, dueDiligenceLevel: 4 }, false, { dueDiligence: true }],
    ['no due diligence at level 3', { ...customer, dueDiligenceLevel: 3 }, false, { dueDiligence: false }],
    ['the limit reason when limited', { ...customer, limited: true }, false, { limitReasons: true }],
    ['no FATCA for businesses', customer, true, { fatca: false }],
  ] as const)('%s', (_name, input, isBusiness, expected) => {
    expect(statusLoadPlan(input, isBusiness)).toMatchObject(expected);
  });
});
