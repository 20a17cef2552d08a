import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import type { ApiClient } from '../../core/api/client';
import type { Customer } from '../../core/api/contract/customer';
import type { FatcaCertification, LimitReason, Profile, UploadedDocument } from '../../core/api/contract/kyc';
import { createResourceCache } from '../../core/resource/resource-cache';
import { KycFeature, type KycFeatureProps } from './kyc-feature';
import { storyApi, type StoryAnswers } from '../../testing/story-api';

/**
 * Every state and part of the verification. Stories have no sandbox behind them: a display fixture answers the
 * feature's calls with the data below (after a short pause, like a network); uploads and phone codes "succeed".
 */

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 250));

function document(
  id: number,
  statusId: number,
  typeId: number,
  name: string,
  category: number,
  extra: Partial<UploadedDocument> = {},
): UploadedDocument {
  return {
    id,
    statusId,
    uploaded: '2030-01-05T10:00:00.000Z',
    documentTypeId: typeId,
    documentType: name,
    category,
    isSubDocument: false,
    issuedDate: null,
    expiresDate: null,
    createdUsername: 'Ulla Unverified',
    rejectReason: null,
    files: [{ part: 'mainDocument', fileName: 'scan.jpg', size: 1_200_000, mimeType: 'image/jpeg' }],
    isDueDiligence: false,
    ...extra,
  };
}

const CUSTOMER: Customer = {
  userId: 13,
  customerId: 100009,
  customerType: 0,
  login: 'unverified@demo.test',
  firstName: 'Ulla',
  lastName: 'Unverified',
  residenceCountryCode: 'RO',
  taxId: null,
  transactionApproveMode: 'none',
  login2faMode: 'no',
  isAdmin: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  permissions: {},
  verified: false,
  limited: false,
  dueDiligenceLevel: 2,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: true,
  representativePositionId: null,
};

const ADDRESS: Profile['addresses'][number] = {
  addressId: 100009,
  addressKind: 1,
  address1: 'Strada Lipscani 21',
  address2: null,
  city: 'București',
  postalCode: '030031',
  countryCode: 'RO',
  addressStatus: 0,
  stateCode: null,
  stateName: null,
  confirmed: false,
  uploadedDocuments: [],
  isDocumentOutOfDate: false,
  isCardDocumentRequired: false,
  isDocumentRequired: true,
};

const NEW_PROFILE: Profile = {
  taxId: null,
  emailAddress: 'unverified@demo.test',
  emailConfirmed: false,
  residenceCountry: 'RO',
  addresses: [ADDRESS],
  identityDocument: null,
  identity: { status: null, uploadedDocuments: [] },
  videoIdentityStatus: null,
  proofOfResidenceStatus: 'none',
  phone: { id: 100009, confirmed: false, countryCode: '40', number: '712000113' },
  phones: [{ id: 100009, confirmed: false, countryCode: '40', number: '712000113' }],
  usernameChangeRequest: null,
  documents: [],
  duplicateDocuments: { status: 'none', uploadedDocuments: [] },
};

const PENDING_IDENTITY = document(1, 0, 4, 'National identity card', 1);
const PENDING_PROOF = document(2, 0, 10, 'Utility bill', 2);

const IN_REVIEW: Profile = {
  ...NEW_PROFILE,
  emailConfirmed: true,
  addresses: [{ ...ADDRESS, addressStatus: 2, isDocumentRequired: false, uploadedDocuments: [PENDING_PROOF] }],
  identity: { status: 'pending', uploadedDocuments: [PENDING_IDENTITY] },
  proofOfResidenceStatus: 'pending',
  phone: { id: 100009, confirmed: true, countryCode: '40', number: '712000113' },
  documents: [
    { id: 1, documentTypeId: 4, statusId: 0, created: '2030-01-05', expiration: null, createdName: 'Ulla Unverified' },
    { id: 2, documentTypeId: 10, statusId: 0, created: '2030-01-05', expiration: null, createdName: 'Ulla Unverified' },
  ],
};

function approved(profile: Profile): Profile {
  return {
    ...profile,
    addresses: [
      {
        ...ADDRESS,
        addressStatus: 1,
        confirmed: true,
        isDocumentRequired: false,
        uploadedDocuments: [{ ...PENDING_PROOF, statusId: 2 }],
      },
    ],
    identity: { status: 'validated', uploadedDocuments: [{ ...PENDING_IDENTITY, statusId: 2 }] },
    proofOfResidenceStatus: 'validated',
    documents: profile.documents.map((item) => ({ ...item, statusId: 2 })),
  };
}

const FATCA_DONE: FatcaCertification = {
  cityOfBirth: 'București',
  countryOfBirth: 'RO',
  dateOfBirth: '1990-04-12',
  citizenship: ['RO'],
  taxIds: [{ countryCode: 'RO', taxId: '1900412123456' }],
  hasUSIndicia: false,
  isUSTaxPayer: false,
  addressId: null,
  phoneCountryCode: '40',
  signedAt: '2025-01-02T09:00:00.000Z',
  w9FormDocumentStatus: 'notRequired',
  certificateOfLossOfNationalityDocumentStatus: 'notRequired',
  taxResidencySelfCertificationDocumentStatus: 'validated',
  w8BenFormDocumentStatus: 'notRequired',
  documents: [],
};

const LIMIT: LimitReason = {
  id: 1,
  actionTypeId: 1,
  description: 'Proof of address expired: upload a recent utility bill or bank statement.',
  requirementDocuments: [{ documentTypeId: 10, documentType: 'Utility bill', category: 2, uploadedDocuments: [] }],
};

const CATEGORIES = [
  {
    id: 1,
    name: 'Identity',
    customerDocumentTypes: [
      { id: 1, name: 'Passport' },
      { id: 4, name: 'National identity card' },
      { id: 5, name: 'Driving licence' },
      { id: 88, name: 'Passport stamp and front page', countryCodes: ['RU', 'UA'] },
    ],
  },
  {
    id: 2,
    name: 'Address',
    customerDocumentTypes: [
      { id: 10, name: 'Utility bill' },
      { id: 11, name: 'Bank statement' },
    ],
  },
];

interface Scenario {
  customer?: Partial<Customer>;
  profile: Profile;
  fatca?: FatcaCertification;
  limits?: LimitReason[];
  dueDiligence?: { requiredDocumentTypes: { id: number; name: string }[]; uploadedDocuments: UploadedDocument[] };
  kycRequest?: { id: number; reason: string; fields: string[]; createdAt: string } | null;
}

/** Answers the feature's calls from the scenario; changes (uploads, codes) succeed. */
function fixtureApi(scenario: Scenario): ApiClient {
  const answers: StoryAnswers = {
    customerInfoGet: () => ({ customer: { ...CUSTOMER, ...scenario.customer } }),
    profileInfoGet: () => ({ profile: scenario.profile }),
    documentTypesGet: () => ({ categories: CATEGORIES }),
    personalFatcaCrsCertificationGet: () => ({ certification: scenario.fatca ?? FATCA_DONE }),
    customerLimitReasonGet: () => ({ limit: { reasons: scenario.limits ?? [] } }),
    dueDiligenceInfoGet: () => ({
      dueDiligence: {
        level: 4,
        address: null,
        document: null,
        requiredDocumentTypes: [],
        uploadedDocuments: [],
        ...scenario.dueDiligence,
      },
    }),
    kycCustomerInfoGet: () => ({
      customerInfo: {
        occupation: 'Software developer',
        sourceOfFunds: 'Salary',
        purposeOfAccount: 'Freelance income',
        expectedMonthlyVolume: 'EUR 2,000 to 5,000',
      },
    }),
    kycRequestGet: () => ({ customerKycRequest: scenario.kycRequest ?? null }),
    customerDocumentUpload: (payload) => ({ document: document(9, 0, Number(payload.documentType), 'Document', 1) }),
    customerLimitReasonDocumentUpload: (payload) => ({
      document: document(9, 0, Number(payload.documentType), 'Document', 2),
    }),
    'POST /verification/phones/:phoneId/verify': () => ({
      phoneId: 100009,
      expiresAt: '2099-01-01T00:00:00.000Z',
      resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
    }),
    confirmPhone: () => ({ phone: { id: 100009, confirmed: true, countryCode: '40', number: '712000113' } }),
    emailConfirmRequest: () => ({ emailId: 1 }),
    customerTaxNumberUpdate: (payload) => ({ taxId: String(payload.taxId) }),
    'POST /identity-verification': () => ({
      workflowRunId: 'run-1',
      token: 'token',
      providerUrl: 'https://sandbox.example/sandbox/identity-provider/run-1?token=token',
    }),
  };
  return storyApi(answers);
}

function Story(props: Omit<KycFeatureProps, 'api' | 'cache'> & { scenario: Scenario }) {
  const { scenario, ...rest } = props;
  const [api] = useState(() => fixtureApi(scenario));
  const [cache] = useState(createResourceCache);
  return <KycFeature api={api} cache={cache} {...rest} />;
}

const meta = {
  title: 'Features/KYC/Verification',
  component: Story,
  args: {
    scenario: { profile: NEW_PROFILE },
    onStatusChange: fn(),
    onDocumentUploaded: fn(),
    selfCertificationHref: '/self-certification',
  },
} satisfies Meta<typeof Story>;

export default meta;
type StoryType = StoryObj<typeof meta>;

/** unverified@demo.test: four required actions. */
export const RequiredActions: StoryType = {};

export const DocumentsInReview: StoryType = {
  args: { scenario: { profile: IN_REVIEW, customer: { isNeedKyc: false } } },
};

export const FinalReview: StoryType = {
  args: { scenario: { profile: approved(IN_REVIEW), customer: { isNeedKyc: false } } },
};

export const Verified: StoryType = {
  args: { scenario: { profile: approved(IN_REVIEW), customer: { isNeedKyc: false, verified: true } } },
};

export const RejectedIdentity: StoryType = {
  args: {
    scenario: {
      profile: {
        ...approved(IN_REVIEW),
        identity: {
          status: 'rejected',
          uploadedDocuments: [
            document(3, 26, 1, 'Passport', 1, {
              rejectReason: 'The photo is blurred: the document number cannot be read.',
            }),
          ],
        },
      },
    },
  },
};

export const Limited: StoryType = {
  args: {
    section: 'limits',
    scenario: {
      profile: approved(IN_REVIEW),
      customer: { verified: true, limited: true, isNeedKyc: false },
      limits: [LIMIT],
    },
  },
};

export const LimitedDocumentsSent: StoryType = {
  args: {
    section: 'limits',
    scenario: {
      profile: approved(IN_REVIEW),
      customer: { verified: true, limited: true, isNeedKyc: false },
      limits: [
        {
          ...LIMIT,
          requirementDocuments: [
            { ...LIMIT.requirementDocuments[0]!, uploadedDocuments: [document(5, 0, 10, 'Utility bill', 2)] },
          ],
        },
      ],
    },
  },
};

export const DuplicateDocuments: StoryType = {
  args: {
    scenario: {
      profile: { ...IN_REVIEW, duplicateDocuments: { status: 'required', uploadedDocuments: [] } },
      customer: { isNeedKyc: false },
    },
  },
};

export const DueDiligenceRequired: StoryType = {
  args: {
    scenario: {
      profile: approved(IN_REVIEW),
      customer: { isNeedKyc: false, dueDiligenceLevel: 4 },
      dueDiligence: { requiredDocumentTypes: [{ id: 31, name: 'Source of funds evidence' }], uploadedDocuments: [] },
    },
  },
};

export const FatcaActionNeeded: StoryType = {
  args: {
    scenario: {
      profile: approved(IN_REVIEW),
      customer: { isNeedKyc: false, verified: true },
      fatca: { ...FATCA_DONE, taxResidencySelfCertificationDocumentStatus: 'none' },
    },
  },
};

export const PersonalDetailsRequest: StoryType = {
  args: {
    profileUpdateHref: '/profile-update',
    scenario: {
      profile: approved(IN_REVIEW),
      customer: { isNeedKyc: false, verified: true, isNeedPersonalInfoUpdate: true },
      kycRequest: {
        id: 1,
        reason: 'Please confirm your personal details: our records are more than three years old.',
        fields: ['address'],
        createdAt: '2030-01-01',
      },
    },
  },
};

/** The identity step with a two-sided document chosen: front and back. */
export const IdentityTwoSides: StoryType = {
  args: { section: 'identity' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Type of document'), 'National identity card');
  },
};

export const AddressProof: StoryType = { args: { section: 'address' } };

/** The phone step after the code was sent. */
export const PhoneCodeSent: StoryType = {
  args: { section: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a confirmation code' }));
  },
};

export const Email: StoryType = { args: { section: 'email' } };

export const TaxNumber: StoryType = { args: { section: 'tax' } };

export const LoadFailure: StoryType = {
  args: { scenario: { profile: NEW_PROFILE } },
  render: (args) => {
    const failing: ApiClient = {
      call: async () => {
        await pause();
        throw new Error('We could not reach the server. Check your connection and try again.');
      },
    };
    return (
      <KycFeature api={failing} cache={createResourceCache()} {...(args.section ? { section: args.section } : {})} />
    );
  },
};

/** A refused video identity check: the videoIdentity required action and a new check in the identity part. */
export const VideoIdentityRefused: StoryType = {
  args: {
    scenario: {
      profile: { ...approved(IN_REVIEW), videoIdentityStatus: 'rejected' },
      customer: { isNeedKyc: false, verified: true },
    },
  },
};
