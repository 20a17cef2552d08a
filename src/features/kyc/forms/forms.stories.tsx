import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import type { ApiClient } from '../../../core/api/client';
import type { Customer } from '../../../core/api/contract/customer';
import type { FatcaCertification, Profile, UploadedDocument } from '../../../core/api/contract/kyc';
import { ApiError } from '../../../core/api/errors';
import { createResourceCache } from '../../../core/resource/resource-cache';
import { IdentityVerification, VideoIdentityJob } from './identity-check';
import { ProfileUpdate } from './profile-update';
import { SelfCertification } from './self-certification';
import { SelfCertificationBusiness, SelfCertificationSplash } from './self-certification-intro';
import { storyApi, type StoryAnswers } from '../../../testing/story-api';

/**
 * Every screen of the verification's forms: the self-certification (answers, refusals, the forms owed, done), the
 * business and splash pages, identity checks in each state, and the personal info update. A display fixture answers
 * the calls (after a short pause, like a network); changes succeed.
 */

const CUSTOMER: Customer = {
  userId: 41,
  customerId: 100041,
  customerType: 0,
  login: 'fatca@demo.test',
  firstName: 'Fay',
  lastName: 'Fatca',
  birthDay: '1991-09-14',
  residenceCountryCode: 'US',
  taxId: 'TX100041',
  transactionApproveMode: 'none',
  login2faMode: 'no',
  isAdmin: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  permissions: {},
  verified: true,
  limited: false,
  dueDiligenceLevel: 2,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
  isNeedFatca: true,
  representativePositionId: null,
};

const PROFILE: Profile = {
  taxId: null,
  emailAddress: 'fatca@demo.test',
  emailConfirmed: true,
  residenceCountry: 'US',
  addresses: [
    {
      addressId: 100041,
      addressKind: 1,
      address1: '350 Fifth Avenue',
      address2: null,
      city: 'New York',
      postalCode: '10118',
      countryCode: 'US',
      addressStatus: 1,
      stateCode: null,
      stateName: null,
      confirmed: true,
      uploadedDocuments: [],
      isDocumentOutOfDate: false,
      isCardDocumentRequired: false,
      isDocumentRequired: false,
    },
  ],
  identityDocument: null,
  identity: { status: 'validated', uploadedDocuments: [] },
  videoIdentityStatus: null,
  proofOfResidenceStatus: 'validated',
  phone: { id: 1, confirmed: true, countryCode: '1', number: '2025550141' },
  phones: [],
  usernameChangeRequest: null,
  documents: [],
  duplicateDocuments: { status: 'none', uploadedDocuments: [] },
};

const UNSIGNED: FatcaCertification = {
  cityOfBirth: null,
  countryOfBirth: null,
  dateOfBirth: '1991-09-14',
  citizenship: [],
  taxIds: [],
  hasUSIndicia: false,
  isUSTaxPayer: null,
  addressId: null,
  phoneCountryCode: '1',
  signedAt: null,
  w9FormDocumentStatus: 'notRequired',
  certificateOfLossOfNationalityDocumentStatus: 'notRequired',
  taxResidencySelfCertificationDocumentStatus: 'none',
  w8BenFormDocumentStatus: 'notRequired',
  documents: [],
};

const SIGNED: FatcaCertification = {
  ...UNSIGNED,
  cityOfBirth: 'Boston',
  countryOfBirth: 'US',
  citizenship: ['US'],
  taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
  hasUSIndicia: true,
  isUSTaxPayer: true,
  addressId: 100041,
  signedAt: '2030-01-05T10:00:00.000Z',
  taxResidencySelfCertificationDocumentStatus: 'validated',
  w9FormDocumentStatus: 'none',
};

function formDocument(
  id: number,
  statusId: number,
  typeId: number,
  name: string,
  rejectReason: string | null = null,
): UploadedDocument {
  return {
    id,
    statusId,
    uploaded: '2030-01-05T10:00:00.000Z',
    documentTypeId: typeId,
    documentType: name,
    category: 5,
    isSubDocument: false,
    issuedDate: null,
    expiresDate: null,
    createdUsername: 'Fay Fatca',
    rejectReason,
    files: [{ part: 'mainDocument', fileName: 'form.pdf', size: 80_000, mimeType: 'application/pdf' }],
    isDueDiligence: false,
  };
}

const COUNTRIES = [
  { code: 'DE', name: 'Germany', historical: false },
  { code: 'RO', name: 'Romania', historical: false },
  { code: 'US', name: 'United States', historical: false },
  { code: 'SUHH', name: 'Soviet Union (USSR)', historical: true },
];

const DICTIONARIES = {
  occupations: [
    { code: 'employee', name: 'Employee' },
    { code: 'freelancer', name: 'Freelancer or contractor' },
  ],
  sourcesOfFunds: [
    { code: 'salary', name: 'Salary' },
    { code: 'savings', name: 'Savings' },
  ],
  purposes: [
    { code: 'receivePayments', name: 'Receiving payments for my work' },
    { code: 'onlineShopping', name: 'Paying online' },
  ],
  monthlyVolumes: [
    { code: 'upTo1000', name: 'Up to USD 1,000' },
    { code: 'upTo5000', name: 'USD 1,000 to 5,000' },
  ],
};

interface Scenario {
  customer?: Partial<Customer>;
  fatca?: FatcaCertification;
  run?: { status: 'started' | 'completed' | 'failed' | 'expired'; reason?: string | null } | 'missing';
  job?: 'open' | 'expired';
}

function fixtureApi(scenario: Scenario): ApiClient {
  const fatca = scenario.fatca ?? UNSIGNED;
  const run = scenario.run ?? { status: 'started' };
  const answers: StoryAnswers = {
    customerInfoGet: () => ({ customer: { ...CUSTOMER, ...scenario.customer } }),
    profileInfoGet: () => ({ profile: PROFILE }),
    personalFatcaCrsCertificationGet: () => ({ certification: fatca }),
    birthCountriesGet: () => ({ countries: COUNTRIES }),
    personalFatcaCrsCertificationUpdate: () => ({ certification: SIGNED }),
    personalWFormUpload: (payload) =>
      payload.signOnline
        ? {
            signData: { clientId: 'story', signUrl: 'https://sandbox.example/sandbox/sign/story' },
            certification: fatca,
          }
        : {
            signData: null,
            certification: {
              ...fatca,
              w9FormDocumentStatus: 'pending',
              documents: [formDocument(9, 0, 33, 'Form W-9')],
            },
          },
    kycRequestGet: () => ({
      customerKycRequest: {
        id: 100040,
        reason: 'Please confirm your personal details: our records are more than three years old.',
        fields: [],
        createdAt: '2025-01-02T09:00:00.000Z',
      },
    }),
    kycCustomerInfoGet: () => ({
      customerInfo: {
        occupation: 'employee',
        sourceOfFunds: null,
        purposeOfAccount: null,
        expectedMonthlyVolume: null,
      },
    }),
    kycDictionariesGet: () => DICTIONARIES,
    kycCustomerPersonalInfoUpdate: (payload) => ({
      personalInfo: { firstName: payload.firstName, lastName: payload.lastName, birthDay: payload.birthDay },
      customerInfo: {
        occupation: payload.occupation,
        sourceOfFunds: payload.sourceOfFunds,
        purposeOfAccount: payload.purposeOfAccount,
        expectedMonthlyVolume: payload.expectedMonthlyVolume,
      },
    }),
    'GET /identity-verification/:workflowRunId': () => {
      if (run === 'missing')
        throw new ApiError({ code: 'UE', message: 'No identity verification with this id and token', status: 404 });
      return {
        workflowRunId: 'run-1',
        status: run.status,
        providerUrl: 'https://sandbox.example/sandbox/identity-provider/run-1?token=t',
        reason: run.reason ?? null,
      };
    },
    'POST /identity-verification/:workflowRunId/retry': () => ({
      workflowRunId: 'run-2',
      token: 't2',
      providerUrl: 'https://sandbox.example/sandbox/identity-provider/run-2?token=t2',
    }),
    identityJobGet: () => ({
      job: {
        jobId: 'job-1',
        status: scenario.job ?? 'open',
        firstName: 'Iris',
        expiresAt: '2030-01-19T10:00:00.000Z',
        run: { workflowRunId: 'run-1', token: 't', status: 'started', reason: null },
      },
    }),
  };
  return storyApi(answers, { pauseMs: 200 });
}

type Screen = 'selfCertification' | 'business' | 'splash' | 'identity' | 'job' | 'profileUpdate';

function Story({ screen, scenario, onContinue }: { screen: Screen; scenario: Scenario; onContinue?: () => void }) {
  const [api] = useState(() => fixtureApi(scenario));
  const [cache] = useState(createResourceCache);
  switch (screen) {
    case 'selfCertification':
      return <SelfCertification api={api} cache={cache} onContinue={onContinue} homeHref="/home" />;
    case 'business':
      return <SelfCertificationBusiness api={api} cache={cache} homeHref="/home" personalHref="/self-certification" />;
    case 'splash':
      return <SelfCertificationSplash onStart={onContinue ?? (() => undefined)} onLater={() => undefined} />;
    case 'identity':
      return (
        <IdentityVerification api={api} workflowRunId="run-1" token="t" onRetried={() => undefined} pollMs={60_000} />
      );
    case 'job':
      return <VideoIdentityJob api={api} jobId="job-1" pollMs={60_000} />;
    case 'profileUpdate':
      return <ProfileUpdate api={api} cache={cache} onSaved={onContinue} />;
  }
}

const meta = {
  title: 'Features/KYC/Forms',
  component: Story,
  args: { screen: 'selfCertification', scenario: {}, onContinue: fn() },
} satisfies Meta<typeof Story>;

export default meta;
type StoryType = StoryObj<typeof meta>;

/** fatca@demo.test: the answers to give. */
export const SelfCertificationForm: StoryType = {};

/** Submitted empty: every refusal next to its field. */
export const SelfCertificationErrors: StoryType = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign the self-certification' }));
  },
};

/** A US taxpayer owes a W-9: sign online or upload. */
export const W9Owed: StoryType = { args: { scenario: { fatca: SIGNED } } };

/** The W-9's signing link is ready. */
export const W9SigningLink: StoryType = {
  args: { scenario: { fatca: SIGNED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Form W-9 online' }));
  },
};

/** Born in the US, not a US taxpayer: W-8BEN and the certificate of loss of nationality, the W-8BEN refused once. */
export const W8BenAndCertificate: StoryType = {
  args: {
    scenario: {
      fatca: {
        ...SIGNED,
        citizenship: ['DE'],
        taxIds: [{ countryCode: 'DE', taxId: '36574261809' }],
        isUSTaxPayer: false,
        w9FormDocumentStatus: 'notRequired',
        w8BenFormDocumentStatus: 'rejected',
        certificateOfLossOfNationalityDocumentStatus: 'none',
        documents: [formDocument(7, 26, 34, 'Form W-8BEN', 'The form is not signed.')],
      },
    },
  },
};

export const SelfCertificationDone: StoryType = {
  args: {
    scenario: {
      fatca: { ...SIGNED, w9FormDocumentStatus: 'pending', documents: [formDocument(9, 0, 33, 'Form W-9')] },
    },
  },
};

export const BusinessNotice: StoryType = { args: { screen: 'business', scenario: { customer: { customerType: 2 } } } };

export const Splash: StoryType = { args: { screen: 'splash' } };

export const IdentityCheckOpen: StoryType = { args: { screen: 'identity' } };

export const IdentityCheckCompleted: StoryType = {
  args: { screen: 'identity', scenario: { run: { status: 'completed' } } },
};

export const IdentityCheckFailed: StoryType = {
  args: { screen: 'identity', scenario: { run: { status: 'failed', reason: 'The face did not match the document.' } } },
};

export const IdentityCheckExpired: StoryType = {
  args: { screen: 'identity', scenario: { run: { status: 'expired' } } },
};

export const IdentityLinkNotValid: StoryType = { args: { screen: 'identity', scenario: { run: 'missing' } } };

export const VideoIdentityJobOpen: StoryType = { args: { screen: 'job' } };

export const VideoIdentityJobExpired: StoryType = { args: { screen: 'job', scenario: { job: 'expired' } } };

/** profile-update@demo.test: the request and the details to review. */
export const ProfileUpdateRequested: StoryType = {
  args: {
    screen: 'profileUpdate',
    scenario: {
      customer: { firstName: 'Piotr', lastName: 'Update', isNeedPersonalInfoUpdate: true, isNeedFatca: false },
    },
  },
};

export const ProfileUpToDate: StoryType = {
  args: { screen: 'profileUpdate', scenario: { customer: { isNeedFatca: false } } },
};
