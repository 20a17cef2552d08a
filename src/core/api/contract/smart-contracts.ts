/**
 * Revenue-split (smart) contracts beyond the counts (spec 3 sections 3.8, 4.1, 5.3 and 7.3): the list with its meta,
 * proposing a contract (company lookup, counterparty lookup, pair check), the lifecycle actions, signing through the
 * e-signature provider, the payer's signer identification and the contract PDF. REST on the contracts service with
 * bearer token, language and customer-id headers. The limits of section 5.3 are checked here, so the form and the
 * sandbox refuse the same things.
 */
import * as z from 'zod/mini';
import { emptyRequest, visibleText } from './common';
import { rest } from './define';
import { CONTRACT_STATUSES, CONTRACTS_API, contractStatsSchema, type ContractStatus } from './contracts';

/** The contracts list is fetched whole (spec 3 section 9). */
export const CONTRACTS_FETCH_SIZE = 1000;
export const CONTRACT_SIGNER_NAME_MAX = 256;
export const CONTRACT_OBLIGATION_MAX = 500;
export const CONTRACT_OBLIGATIONS_MAX_ITEMS = 20;
export const CONTRACT_NOTE_MAX = 1000;
export const CONTRACT_TERMINATE_NOTE_MAX = 1000;
const INT32_MAX = 2_147_483_647;

export const CONTRACT_ORDER_BY = ['COMPANY_NAME', 'INCOMING_FIRST', 'CREATED_AT'] as const;
export type ContractOrderBy = (typeof CONTRACT_ORDER_BY)[number];
export const CONTRACT_ORDER_DIR = ['ASC', 'DESC'] as const;
export type ContractOrderDir = (typeof CONTRACT_ORDER_DIR)[number];
export const IDENTIFICATION_STATUSES = ['NEW', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export type IdentificationStatus = (typeof IDENTIFICATION_STATUSES)[number];

/** A 32-bit positive integer id (spec 3 section 5.3); query strings carry it as digits. */
export const int32Id = z.union([
  z.number().check(z.int(), z.positive(), z.maximum(INT32_MAX)),
  z.string().check(
    z.regex(/^[1-9]\d{0,9}$/),
    z.refine((text) => Number(text) <= INT32_MAX, { error: 'Must be a 32-bit integer' }),
  ),
]);

const pageNumber = z.union([z.number().check(z.int(), z.minimum(1)), z.string().check(z.regex(/^[1-9]\d{0,6}$/))]);

/** Free text a response may carry as a numeric string, which the client's normaliser turns into a number. */
const looseText = z.union([z.string(), z.number()]);

/** The percentage rule (spec 3 sections 5.3 and 9): above 0, at most 100, two decimals at most. */
export function percentageProblem(text: string): 'required' | 'format' | 'range' | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return 'format';
  const number = Number(value);
  return number > 0 && number <= 100 ? null : 'range';
}

const percentageInput = z.union([z.string(), z.number()]).check(
  z.refine((value) => percentageProblem(String(value)) === null, {
    error: 'Give a percentage above 0 and at most 100, with at most two decimals',
  }),
);

const obligationsInput = z
  .array(visibleText(CONTRACT_OBLIGATION_MAX, { trim: true, min: 1, multiline: true }))
  .check(z.minLength(1, { error: 'Add at least one obligation' }), z.maxLength(CONTRACT_OBLIGATIONS_MAX_ITEMS));

const signerName = visibleText(CONTRACT_SIGNER_NAME_MAX, { trim: true, min: 1 });

export const contractPartySchema = z.looseObject({
  id: z.number(),
  /** The party's login e-mail. */
  username: z.string(),
  name: z.string(),
});

export const contractCompanySchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  logo: z.nullable(z.string()),
});
export type ContractCompany = z.infer<typeof contractCompanySchema>;

/** A contract as the acting customer sees it (spec 3 section 3.8, with the terms the detail page shows). */
export const smartContractSchema = z.looseObject({
  id: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  /** The payer's signer identification; only the payer sees it, null when no identification is needed. */
  identificationStatus: z.nullable(z.enum(IDENTIFICATION_STATUSES)),
  percentage: z.union([z.number(), z.string()]),
  initiatorId: z.number(),
  /** PAY when the acting customer shares its revenue, RECEIVE when it gets the share. */
  direction: z.enum(['PAY', 'RECEIVE']),
  note: z.nullable(looseText),
  activeFrom: z.string(),
  activeTo: z.nullable(z.string()),
  terminateInfo: z.nullable(
    z.looseObject({
      terminatedAt: z.nullable(z.string()),
      /** When a pending termination takes effect unless the other side ends it sooner. */
      effectiveAt: z.nullable(z.string()),
      note: looseText,
      terminatedBy: z.number(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
  company: z.nullable(contractCompanySchema),
  sender: contractPartySchema,
  beneficiary: contractPartySchema,
  senderSignerName: z.nullable(z.string()),
  beneficiarySignerName: z.nullable(z.string()),
  senderObligations: z.array(looseText),
  beneficiaryObligations: z.array(looseText),
  senderSignedAt: z.nullable(z.string()),
  beneficiarySignedAt: z.nullable(z.string()),
});
export type SmartContract = z.infer<typeof smartContractSchema>;

const contractIdParam = z.object({ contractId: int32Id });

const statusList = new RegExp(`^(${CONTRACT_STATUSES.join('|')})(,(${CONTRACT_STATUSES.join('|')}))*$`);

export const contractList = rest({
  ...CONTRACTS_API,
  summary:
    "The acting customer's contracts, filtered by statuses (comma-separated), company and counterparty name, ordered, with the meta counts.",
  httpMethod: 'GET',
  path: '/contract',
  request: z.object({
    statuses: z.optional(z.string().check(z.regex(statusList))),
    companyName: z.optional(z.string().check(z.maxLength(200))),
    counterpartyName: z.optional(z.string().check(z.maxLength(200))),
    orderBy: z.optional(z.enum(CONTRACT_ORDER_BY)),
    orderDir: z.optional(z.enum(CONTRACT_ORDER_DIR)),
    page: z.optional(pageNumber),
    pageSize: z.optional(pageNumber),
  }),
  response: z.looseObject({
    items: z.array(smartContractSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    meta: contractStatsSchema,
  }),
});

export const contractGet = rest({
  ...CONTRACTS_API,
  summary: 'One contract of the acting customer, with parties, terms, signatures and termination.',
  httpMethod: 'GET',
  path: '/contract/:contractId',
  request: contractIdParam,
  response: smartContractSchema,
});

/** The create payload (spec 3 section 3.8) with the limits of section 5.3. */
export const contractCreateRequest = z.object({
  companyId: int32Id,
  senderId: int32Id,
  senderSignerName: signerName,
  senderObligations: obligationsInput,
  beneficiaryId: int32Id,
  beneficiarySignerName: signerName,
  beneficiaryObligations: obligationsInput,
  activeFrom: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  percentage: percentageInput,
  note: z.optional(visibleText(CONTRACT_NOTE_MAX, { multiline: true })),
});
export type ContractCreateInput = z.input<typeof contractCreateRequest>;

export const contractCreate = rest({
  ...CONTRACTS_API,
  summary: 'Proposes a revenue-split contract between the acting customer and a counterparty; both sides then sign.',
  httpMethod: 'PUT',
  path: '/contract',
  request: contractCreateRequest,
  response: smartContractSchema,
});

export const contractVerify = rest({
  ...CONTRACTS_API,
  summary: 'Whether the acting customer may make a contract with the counterparty about the company.',
  httpMethod: 'POST',
  path: '/contract/verify',
  request: z.object({ companyId: int32Id, counterpartyId: int32Id }),
  response: z.looseObject({
    isValid: z.boolean(),
    reason: z.optional(z.enum(['sameCustomer', 'companyNotOfParties', 'counterpartyNotVerified', 'unknown'])),
  }),
});

export const companyList = rest({
  ...CONTRACTS_API,
  summary:
    "Companies a contract can be about (the acting customer's and, with forCounterpartyCustomerId, the counterparty's), by title.",
  httpMethod: 'GET',
  path: '/company',
  request: z.object({
    query: z.optional(z.string().check(z.maxLength(200))),
    forCounterpartyCustomerId: z.optional(int32Id),
    page: z.optional(pageNumber),
    pageSize: z.optional(pageNumber),
  }),
  response: z.looseObject({ items: z.array(contractCompanySchema), total: z.number() }),
});

export const customerLookup = rest({
  ...CONTRACTS_API,
  summary:
    'The customer id and type (BUSINESS or PERSONAL) of a verified customer by login e-mail; 404 when there is none.',
  httpMethod: 'GET',
  path: '/customer/lookup',
  request: z.object({
    email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  }),
  response: z.looseObject({ id: z.number(), type: z.enum(['BUSINESS', 'PERSONAL']), name: z.string() }),
});

export const contractCheckSigner = rest({
  ...CONTRACTS_API,
  summary: 'Whether the signed-in user may sign the contract for the acting customer now, and why not.',
  httpMethod: 'GET',
  path: '/contract/:contractId/checkSigner',
  request: contractIdParam,
  response: z.looseObject({
    canSign: z.boolean(),
    reason: z.optional(z.enum(['alreadySigned', 'notSignable', 'noSigningRight'])),
  }),
});

function contractAction(path: string, summary: string) {
  return rest({
    ...CONTRACTS_API,
    summary,
    httpMethod: 'POST',
    path: `/contract/:contractId/${path}`,
    request: contractIdParam,
    response: smartContractSchema,
  });
}

export const contractCancel = contractAction('cancel', 'The initiator withdraws its proposal before it is in force.');
export const contractReject = contractAction('reject', 'The counterparty declines a proposal it has not signed.');
export const contractTerminateCancel = contractAction(
  'terminateCancel',
  'The side that asked for the termination takes it back; the contract stays active.',
);
export const contractTerminateNow = contractAction(
  'terminateNow',
  'The side asked to agree to a termination ends the contract at once.',
);
export const contractIdentificationStarted = contractAction(
  'identificationStarted',
  "The payer's signer opened the identification: it is processing.",
);
export const contractIdentificationPush = contractAction(
  'identificationPush',
  "Sends the identification link to the payer's signer again.",
);

export const contractTerminate = rest({
  ...CONTRACTS_API,
  summary:
    'Asks to end an active contract, with a note; it ends after the notice period or when the other side agrees.',
  httpMethod: 'POST',
  path: '/contract/:contractId/terminate',
  request: z.object({
    contractId: int32Id,
    note: visibleText(CONTRACT_TERMINATE_NOTE_MAX, { trim: true, min: 1, multiline: true }),
  }),
  response: smartContractSchema,
});

export const contractPdfUrl = rest({
  ...CONTRACTS_API,
  summary: 'A short-lived address of the contract as a PDF.',
  httpMethod: 'GET',
  path: '/contract/:contractId/pdfUrl',
  request: contractIdParam,
  response: z.looseObject({ url: z.string() }),
});

export const contractSignUrl = rest({
  ...CONTRACTS_API,
  summary:
    "The e-signature provider's signing page for the acting customer's side (signUrl) and the envelope id (clientId).",
  httpMethod: 'GET',
  path: '/contract/:contractId/signUrl',
  request: contractIdParam,
  response: z.looseObject({ signUrl: z.string(), clientId: z.string() }),
});

export const splitPaySignerIdentification = rest({
  ...CONTRACTS_API,
  summary:
    "Opens the identification of the payer's signer: its status and the provider page where the signer identifies.",
  httpMethod: 'POST',
  path: '/split-pay-signer-identification',
  request: z.object({ contractId: int32Id }),
  response: z.looseObject({ identificationStatus: z.enum(IDENTIFICATION_STATUSES), identificationUrl: z.string() }),
});

/** The groups of the contracts meta (spec 3 section 3.8); the spec names them, the rules are ours (docs/decisions.md). */
export type ContractGroup = 'requests' | 'pending' | 'active' | 'ended';

/**
 * The groups a contract counts in for one of its parties: requests are the party's turn (a proposal from the other
 * side, a termination the other side asked for, its own identification as the payer); pending is the other side's
 * turn; active is ACTIVE and TERMINATING; ended is EXPIRED, TERMINATED, CANCELLED, REJECTED.
 */
export function contractGroupsOf(facts: {
  status: ContractStatus;
  own: boolean;
  payer: boolean;
  terminationAskedByOther: boolean;
}): ContractGroup[] {
  switch (facts.status) {
    case 'UNSIGNED':
    case 'WAITING':
      return [facts.own ? 'pending' : 'requests'];
    case 'NEED_IDENTIFICATION':
      return [facts.payer ? 'requests' : 'pending'];
    case 'SIGNED':
      return ['pending'];
    case 'ACTIVE':
      return ['active'];
    case 'TERMINATING':
      return facts.terminationAskedByOther ? ['active', 'requests'] : ['active'];
    default:
      return ['ended'];
  }
}

/** The acting customer's id on a contract it sees (the side its direction says). */
export function ownPartyId(contract: Pick<SmartContract, 'direction' | 'sender' | 'beneficiary'>): number {
  return contract.direction === 'PAY' ? contract.sender.id : contract.beneficiary.id;
}

export function contractGroupsOfView(contract: SmartContract): ContractGroup[] {
  const me = ownPartyId(contract);
  return contractGroupsOf({
    status: contract.status,
    own: contract.initiatorId === me,
    payer: contract.direction === 'PAY',
    terminationAskedByOther:
      contract.status === 'TERMINATING' &&
      contract.terminateInfo !== null &&
      contract.terminateInfo.terminatedBy !== me,
  });
}

export type ContractAction = 'cancel' | 'reject' | 'terminate' | 'terminateCancel' | 'terminateNow';

/** The lifecycle actions the acting customer has on a contract now; the sandbox enforces the same list. */
export function contractActionsFor(contract: SmartContract): ContractAction[] {
  const me = ownPartyId(contract);
  const own = contract.initiatorId === me;
  const mySignature = contract.direction === 'PAY' ? contract.senderSignedAt : contract.beneficiarySignedAt;
  const askedByMe = contract.terminateInfo?.terminatedBy === me;
  const actions: ContractAction[] = [];
  if (own && ['UNSIGNED', 'WAITING', 'NEED_IDENTIFICATION', 'SIGNED'].includes(contract.status)) actions.push('cancel');
  if (!own && (contract.status === 'UNSIGNED' || contract.status === 'WAITING') && mySignature === null)
    actions.push('reject');
  if (contract.status === 'ACTIVE') actions.push('terminate');
  if (contract.status === 'TERMINATING') actions.push(askedByMe ? 'terminateCancel' : 'terminateNow');
  return actions;
}

/** What a private address range is: a VPN service, an open proxy, a Tor exit relay or a hosting (data centre) network. */
export const IP_PRIVACY_KINDS = ['vpn', 'proxy', 'tor', 'hosting'] as const;
export type IpPrivacyKind = (typeof IP_PRIVACY_KINDS)[number];

export const ipPrivacyCheck = rest({
  ...CONTRACTS_API,
  summary:
    "The privacy check of the caller's IP address (spec 3 section 7.3), asked before the payer's signer identifies: whether it belongs to a known VPN, proxy, Tor exit or hosting range, which the identification provider may refuse. Read from the address the request came from (X-Forwarded-For only through a trusted proxy).",
  httpMethod: 'GET',
  path: '/privacy/ip-check',
  request: emptyRequest,
  response: z.looseObject({
    ip: z.string(),
    /** True when the address is in one of the ranges. */
    private: z.boolean(),
    kind: z.nullable(z.enum(IP_PRIVACY_KINDS)),
    /** The service the range belongs to, when known. */
    provider: z.nullable(z.string()),
  }),
});
