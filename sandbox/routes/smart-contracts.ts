/**
 * The contracts API beyond the counts (spec 3 section 7.3), acting for the customer of the `X-Customer-Id` header,
 * and the stand-in providers outside the contract: the e-signature page (`/sandbox/contract-sign/:envelopeId`), the
 * signer identification page (`/sandbox/contract-identification/:token`) and the contract PDF
 * (`/sandbox/contract-pdf/:token`). Domain rules live in `domain/smart-contracts.ts`.
 */
import type { Context, Hono } from 'hono';
import { CONTRACT_STATUSES, type ContractStatus } from '../../src/core/api/contract/contracts';
import { resolvePaging } from '../../src/core/api/contract/paging';
import { CONTRACTS_FETCH_SIZE, type ContractAction } from '../../src/core/api/contract/smart-contracts';
import type { SandboxContext } from '../context';
import { runDueWork } from '../domain/clock';
import { pdfText, wrap, writePdfWithFooter } from '../domain/pdf-writer';
import {
  applyAction,
  ContractError,
  contractByPdfToken,
  contractEnvelopeOf,
  contractOf,
  contractPdfLink,
  contractView,
  createContract,
  createContractEnvelope,
  decideIdentification,
  declineContractEnvelope,
  expectedSignerName,
  identificationByToken,
  identificationPush,
  identificationStarted,
  isOpenContractEnvelope,
  listCompanies,
  listContracts,
  loadContract,
  lookupCustomer,
  openIdentification,
  pairProblem,
  signContractEnvelope,
  signerCheck,
  type FullContractRow,
} from '../domain/smart-contracts';
import { ipPrivacyOf } from '../domain/ip-privacy';
import type { CustomerRow } from '../domain/users';
import { PAGE_CSP } from '../pages/html';
import { contractIdentificationPage, contractSigningPage } from '../pages/contract-pages';
import type { CallContext, RestHandlers, RestKey } from './contract';
import { HttpError, jsonResponse, signedIn } from './contract';
import { fileResponse } from './file-responses';
import type { SandboxEnv } from './env';

type ContractRest = Extract<
  RestKey,
  | 'contractList'
  | 'contractGet'
  | 'contractCreate'
  | 'contractVerify'
  | 'companyList'
  | 'customerLookup'
  | 'contractCheckSigner'
  | 'contractCancel'
  | 'contractReject'
  | 'contractTerminate'
  | 'contractTerminateCancel'
  | 'contractTerminateNow'
  | 'contractPdfUrl'
  | 'contractSignUrl'
  | 'contractIdentificationStarted'
  | 'contractIdentificationPush'
  | 'splitPaySignerIdentification'
  | 'ipPrivacyCheck'
>;

function acting(call: CallContext): CustomerRow {
  if (!call.actingCustomer) throw new HttpError(401, 'Sign in first');
  return call.actingCustomer;
}

function originOf(call: CallContext): string {
  return new URL(call.request.url).origin;
}

export function smartContractHandlers(context: SandboxContext): Pick<RestHandlers, ContractRest> {
  const { db } = context;
  // Reads run the due scheduled work first, so a contract whose day came shows as started.
  const fresh = (call: CallContext, contractId: number | string): FullContractRow => {
    runDueWork(context);
    return contractOf(db, acting(call).id, Number(contractId));
  };
  const act = (action: ContractAction) => (input: { contractId: number | string }, call: CallContext) =>
    contractView(db, applyAction(context, fresh(call, input.contractId), acting(call).id, action), acting(call).id);

  return {
    contractList(input, call) {
      runDueWork(context);
      const statuses = (input.statuses ? input.statuses.split(',') : []).filter((status): status is ContractStatus =>
        (CONTRACT_STATUSES as readonly string[]).includes(status),
      );
      return listContracts(context, acting(call).id, {
        statuses,
        companyName: input.companyName ?? '',
        counterpartyName: input.counterpartyName ?? '',
        orderBy: input.orderBy ?? 'CREATED_AT',
        orderDir: input.orderDir ?? 'DESC',
        ...resolvePaging(input, CONTRACTS_FETCH_SIZE),
      });
    },
    contractGet(input, call) {
      return contractView(db, fresh(call, input.contractId), acting(call).id);
    },
    contractCreate(input, call) {
      const customer = acting(call);
      const row = createContract(context, customer, {
        ...input,
        senderId: Number(input.senderId),
        beneficiaryId: Number(input.beneficiaryId),
        companyId: Number(input.companyId),
      });
      return contractView(db, row, customer.id);
    },
    contractVerify(input, call) {
      const problem = pairProblem(db, acting(call).id, Number(input.companyId), Number(input.counterpartyId));
      return problem ? { isValid: false, reason: problem } : { isValid: true };
    },
    companyList(input, call) {
      return listCompanies(db, acting(call).id, {
        query: input.query,
        counterpartyId:
          input.forCounterpartyCustomerId === undefined ? undefined : Number(input.forCounterpartyCustomerId),
        ...resolvePaging(input, 100),
      });
    },
    ipPrivacyCheck(_input, call) {
      return ipPrivacyOf(db, call.clientIp);
    },
    customerLookup(input, call) {
      return lookupCustomer(db, acting(call).id, input.email);
    },
    contractCheckSigner(input, call) {
      return signerCheck(db, fresh(call, input.contractId), acting(call), signedIn(call).user);
    },
    contractCancel: act('cancel'),
    contractReject: act('reject'),
    contractTerminateCancel: act('terminateCancel'),
    contractTerminateNow: act('terminateNow'),
    contractTerminate(input, call) {
      return contractView(
        db,
        applyAction(context, fresh(call, input.contractId), acting(call).id, 'terminate', input.note),
        acting(call).id,
      );
    },
    contractPdfUrl(input, call) {
      return { url: contractPdfLink(context, fresh(call, input.contractId), originOf(call)) };
    },
    contractSignUrl(input, call) {
      return createContractEnvelope(
        context,
        fresh(call, input.contractId),
        acting(call),
        signedIn(call).user,
        originOf(call),
      );
    },
    contractIdentificationStarted(input, call) {
      return contractView(
        db,
        identificationStarted(context, fresh(call, input.contractId), acting(call).id),
        acting(call).id,
      );
    },
    contractIdentificationPush(input, call) {
      return contractView(
        db,
        identificationPush(context, fresh(call, input.contractId), acting(call).id, originOf(call)),
        acting(call).id,
      );
    },
    splitPaySignerIdentification(input, call) {
      return openIdentification(context, fresh(call, input.contractId), acting(call).id, originOf(call));
    },
  };
}

function page(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': PAGE_CSP,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The text fields of a form post (an unreadable body has none). */
async function formFields(c: Context<SandboxEnv>): Promise<Record<string, string>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    form = {};
  }
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The contract as a one-page PDF: parties, company, percentage, dates, obligations, signatures. */
export function renderContractPdf(context: SandboxContext, row: FullContractRow): Buffer {
  const view = contractView(context.db, row, row.sender_customer_id);
  const commands: string[] = [];
  let y = 790;
  const line = (text: string, font: 'F1' | 'F2' = 'F1', size = 10, width = 90) => {
    for (const part of wrap(text, width)) {
      commands.push('BT', `/${font} ${size} Tf`, `56 ${y} Td`, `(${pdfText(part)}) Tj`, 'ET');
      y -= size + 5;
    }
  };
  line(`Revenue-split contract ${view.id}`, 'F2', 14);
  y -= 8;
  line(`Status: ${view.status}`);
  line(`Company: ${view.company?.title ?? 'Not given'}`);
  line(`Payer: ${view.sender.name} (${view.sender.username}), signer ${view.senderSignerName ?? ''}`);
  line(
    `Beneficiary: ${view.beneficiary.name} (${view.beneficiary.username}), signer ${view.beneficiarySignerName ?? ''}`,
  );
  line(`Share of the payer's incoming payments: ${view.percentage}%`);
  line(`In force from ${view.activeFrom}${view.activeTo ? ` to ${view.activeTo}` : ''}`);
  if (view.note !== null) line(`Note: ${String(view.note)}`);
  y -= 8;
  line("The payer's obligations", 'F2', 11);
  for (const item of view.senderObligations) line(`- ${String(item)}`);
  line("The beneficiary's obligations", 'F2', 11);
  for (const item of view.beneficiaryObligations) line(`- ${String(item)}`);
  y -= 8;
  line(
    `Signed by the payer: ${view.senderSignedAt ?? 'not yet'}; by the beneficiary: ${view.beneficiarySignedAt ?? 'not yet'}`,
  );
  if (view.terminateInfo)
    line(
      `Termination: ${String(view.terminateInfo.note)} (${view.terminateInfo.terminatedAt ?? `from ${view.terminateInfo.effectiveAt ?? ''}`})`,
    );
  return writePdfWithFooter(commands, 'Generated by the sandbox bank. Not a real contract.');
}

export function registerSmartContractProviderRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const signingState = (id: string, typedName: string, agreed: boolean, error: string | null, status = 200) => {
    const envelope = contractEnvelopeOf(context, id);
    const row = envelope ? loadContract(context.db, envelope.contract_id) : undefined;
    const open = envelope !== null && row !== undefined && isOpenContractEnvelope(context, envelope);
    return page(
      contractSigningPage({
        envelope,
        contract: open && row ? contractView(context.db, row, envelope.customer_id) : null,
        signerName: open && row ? expectedSignerName(row, envelope.customer_id) : '',
        typedName,
        agreed,
        error,
      }),
      status,
    );
  };

  app.get('/sandbox/contract-sign/:id', (c) => signingState(c.req.param('id'), '', false, null));

  app.post('/sandbox/contract-sign/:id/:decision{sign|decline}', async (c) => {
    const id = c.req.param('id');
    const envelope = contractEnvelopeOf(context, id);
    if (!envelope) return signingState(id, '', false, null, 404);
    const fields = await formFields(c);
    const typedName = fields.signerName ?? '';
    const agreed = fields.agreed === 'on';
    try {
      if (c.req.param('decision') === 'sign') signContractEnvelope(context, envelope, typedName, agreed);
      else declineContractEnvelope(context, envelope);
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
      return signingState(id, typedName, agreed, error.message, 422);
    }
    return c.redirect(`/sandbox/contract-sign/${encodeURIComponent(id)}`, 303);
  });

  app.get('/sandbox/contract-identification/:token', (c) => {
    const row = identificationByToken(context, c.req.param('token'));
    return page(
      contractIdentificationPage(
        c.req.param('token'),
        row ? contractView(context.db, row, row.sender_customer_id) : null,
      ),
      row ? 200 : 404,
    );
  });

  app.post('/sandbox/contract-identification/:token/:decision{complete|fail}', (c) => {
    const token = c.req.param('token');
    const row = identificationByToken(context, token);
    if (!row) return page(contractIdentificationPage(token, null), 404);
    try {
      decideIdentification(context, row, c.req.param('decision') === 'complete');
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
    }
    return c.redirect(`/sandbox/contract-identification/${encodeURIComponent(token)}`, 303);
  });

  app.get('/sandbox/contract-pdf/:token', (c) => {
    const row = contractByPdfToken(context, c.req.param('token'));
    if (!row) return jsonResponse({ message: 'This link has expired: open the contract again for a new one' }, 410);
    return fileResponse(renderContractPdf(context, row), {
      contentType: 'application/pdf',
      disposition: 'attachment',
      fileName: `contract-${row.id}.pdf`,
      cacheControl: 'private, no-store',
    });
  });
}
