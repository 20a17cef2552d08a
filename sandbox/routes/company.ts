/**
 * The company's named methods (spec 3 section 7.2), the account confirmation letter (PDF generator and its signed
 * file link), the admin's company methods, and the company review desk at `/sandbox/review/company` where uploaded
 * company documents are approved or rejected (plain forms; JSON with `?format=json`).
 */
import type { Context, Hono } from 'hono';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import {
  assignFiles,
  businessFatcaOf,
  COMPANY_DOCUMENT_TYPES,
  CompanyError,
  companyFile,
  companyFileKey,
  companyReviewQueue,
  companyView,
  decideCompanyDocument,
  declarationsOf,
  isBusinessCustomer,
  removeFiles,
  representativesOf,
  signBusinessFatca,
  uploadBusinessTaxForm,
  signDeclaration,
  unassignedFiles,
  updateCompanyInfo,
  updateDueDiligence,
  updateFinancialDetail,
  uploadCompanyDocument,
} from '../domain/company';
import { confirmationLetterPdf } from '../domain/company-letter';
import {
  confirmRepresentativeAddress,
  createRepresentativeAddress,
  deleteRepresentative,
  representativeDetail,
} from '../domain/company-representatives';
import {
  addUser,
  canManageUsers,
  companyUsers,
  potentialUsers,
  removeUser,
  updateUserRights,
} from '../domain/company-users';
import { loadPdfBrand } from '../domain/history-pdf';
import { withIdempotencyKey } from '../domain/idempotency';
import { findCustomer, type CustomerRow } from '../domain/users';
import { companyReviewPage } from '../pages/company-review-page';
import { PAGE_CSP } from '../pages/html';
import type { CallContext, MethodCallContext, MethodHandlers, RestHandlers } from './contract';
import { actingCustomerOf as customerOf, EnvelopeError, HttpError, jsonResponse, signedIn } from './contract';
import type { SandboxEnv } from './env';
import { checkLink, signedLink } from './history';
import { exportResponse, uploadedFileResponse } from './file-responses';

type CompanyMethod =
  | 'businessInfoGet'
  | 'businessInfoUpdate'
  | 'businessRepresentativeList'
  | 'businessRepresentativeInfo'
  | 'businessRepresentativeDelete'
  | 'representativeAddressCreate'
  | 'representativeAddressConfirm'
  | 'businessDocumentUpload'
  | 'financialDetailUpdate'
  | 'dueDiligenceUpdate'
  | 'businessDeclarationsGet'
  | 'businessDeclarationSend'
  | 'companyUserList'
  | 'businessAccessRightList'
  | 'businessPotentialUserList'
  | 'businessUserRightsUpdate'
  | 'businessUserAdd'
  | 'businessUserRemove'
  | 'businessFatcaCrsCertificationGet'
  | 'businessFatcaCrsCertificationUpdate'
  | 'businessWFormUpload'
  | 'businessCertificateOfLossOfNationalityUpload'
  | 'adminCustomerSearch'
  | 'adminCompanyGet'
  | 'adminDocumentAssign'
  | 'adminDocumentRemove'
  | 'adminDocumentReassign'
  | 'adminFinancialDetailUpdate'
  | 'adminDueDiligenceUpdate';

/** Access rights named in English (the client shows its own translations; this is the dictionary's text). */
const ACCESS_RIGHT_NAMES: Record<number, string> = { 1: 'Read', 2: 'Full access', 3: 'Initiate', 4: 'Confirm' };

export function companyHandlers(context: SandboxContext): Pick<MethodHandlers, CompanyMethod> {
  const { db } = context;

  function admin(call: MethodCallContext) {
    const { user } = signedIn(call);
    if (user.is_admin !== 1) throw new EnvelopeError(RESPONSE_CODES.accessDenied, 'Only admins may do this');
    return user;
  }

  function adminCompany(call: MethodCallContext, customerId: number): CustomerRow {
    admin(call);
    const customer = findCustomer(db, customerId);
    if (!customer || !isBusinessCustomer(customer))
      throw new EnvelopeError(RESPONSE_CODES.verifyError, 'No business customer with this id', {
        validationErrors: [{ field: 'customerId', description: 'No business customer with this id' }],
      });
    return customer;
  }

  /** The business tax form of the call's upload (its file parts), once per Idempotency-Key. */
  function taxFormUpload(call: MethodCallContext, form: Parameters<typeof uploadBusinessTaxForm>[3]) {
    return uploadBusinessTaxForm(
      context,
      customerOf(call),
      signedIn(call).user,
      form,
      [...call.files.entries()].map(([part, file]) => ({ part, file })),
      call.request.headers.get('idempotency-key'),
    );
  }

  function adminView(customer: CustomerRow) {
    return {
      company: companyView(db, customer),
      representatives: representativesOf(db, customer),
      unassignedFiles: unassignedFiles(db, customer.id),
      documentTypes: [...COMPANY_DOCUMENT_TYPES],
    };
  }

  return {
    businessInfoGet(_input, call) {
      return {
        company: companyView(db, customerOf(call)),
        documentTypes: [...COMPANY_DOCUMENT_TYPES],
      };
    },
    businessInfoUpdate(input, call) {
      return { company: updateCompanyInfo(db, customerOf(call), input) };
    },
    businessRepresentativeList(_input, call) {
      return { representatives: representativesOf(db, customerOf(call)) };
    },
    businessRepresentativeInfo(input, call) {
      return { representative: representativeDetail(db, customerOf(call), input.representativeId) };
    },
    businessRepresentativeDelete(input, call) {
      return { representatives: deleteRepresentative(db, customerOf(call), input.representativeId) };
    },
    representativeAddressCreate(input, call) {
      return { address: createRepresentativeAddress(context, customerOf(call), input) };
    },
    representativeAddressConfirm(input, call) {
      return {
        address: confirmRepresentativeAddress(context, customerOf(call), input.representativeId, input.addressId),
      };
    },
    async businessDocumentUpload(input, call) {
      const customer = customerOf(call);
      const { user } = signedIn(call);
      const key = call.request.headers.get('idempotency-key');
      const main = call.files.get('mainDocument');
      const request = { ...input, file: main ? [main.name, main.size] : null };
      // Checked and stored once per key: a retry of the same upload answers the first result.
      const stored = key
        ? (db
            .prepare("SELECT response FROM idempotency_keys WHERE key = ? AND operation = 'businessDocumentUpload'")
            .get(key) as { response: string } | undefined)
        : undefined;
      if (stored)
        return withIdempotencyKey(
          db,
          { key, operation: 'businessDocumentUpload', request, nowMs: context.now() },
          () => JSON.parse(stored.response) as never,
        );
      const document = await uploadCompanyDocument(
        context,
        customer,
        `${user.first_name} ${user.last_name}`,
        input,
        [...call.files.entries()].map(([part, file]) => ({ part, file })),
      );
      return withIdempotencyKey(
        db,
        { key, operation: 'businessDocumentUpload', request, nowMs: context.now() },
        () => ({ document }),
      );
    },
    financialDetailUpdate(input, call) {
      return { company: updateFinancialDetail(context, customerOf(call), input) };
    },
    dueDiligenceUpdate(input, call) {
      return { company: updateDueDiligence(context, customerOf(call), input) };
    },
    businessDeclarationsGet(_input, call) {
      return { declarations: declarationsOf(db, customerOf(call)) };
    },
    businessDeclarationSend(input, call) {
      return { declarations: signDeclaration(context, customerOf(call), input) };
    },
    companyUserList(_input, call) {
      const customer = customerOf(call);
      const { user } = signedIn(call);
      return { users: companyUsers(db, customer, user.id), canManage: canManageUsers(db, user, customer) };
    },
    businessAccessRightList() {
      return { accessRights: Object.entries(ACCESS_RIGHT_NAMES).map(([id, name]) => ({ id: Number(id), name })) };
    },
    businessPotentialUserList(_input, call) {
      return { potentialUsers: potentialUsers(db, customerOf(call)) };
    },
    businessUserRightsUpdate(input, call) {
      return {
        user: updateUserRights(db, signedIn(call).user, customerOf(call), input.userId, input.accessRights),
      };
    },
    businessUserAdd(input, call) {
      return { user: addUser(context, signedIn(call).user, customerOf(call), input, call.request) };
    },
    businessUserRemove(input, call) {
      return { users: removeUser(db, signedIn(call).user, customerOf(call), input.userId) };
    },
    businessFatcaCrsCertificationGet(_input, call) {
      return { certification: businessFatcaOf(db, customerOf(call)) };
    },
    businessFatcaCrsCertificationUpdate(input, call) {
      return { certification: signBusinessFatca(context, customerOf(call), input) };
    },
    async businessWFormUpload(input, call) {
      return { certification: await taxFormUpload(call, input.form) };
    },
    async businessCertificateOfLossOfNationalityUpload(_input, call) {
      return { certification: await taxFormUpload(call, 'lossOfNationality') };
    },
    adminCustomerSearch(input, call) {
      admin(call);
      const query = input.query.trim();
      const like = `%${query.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
      const rows = db
        .prepare(
          `SELECT * FROM customers WHERE id = ? OR business_name LIKE ? ESCAPE '\\' OR login LIKE ? ESCAPE '\\'
             OR (first_name || ' ' || last_name) LIKE ? ESCAPE '\\' ORDER BY customer_type DESC, id LIMIT 20`,
        )
        .all(/^\d+$/.test(query) ? Number(query) : -1, like, like, like) as CustomerRow[];
      return {
        customers: rows.map((row) => ({
          customerId: row.id,
          name: row.business_name ?? `${row.first_name} ${row.last_name}`,
          login: row.login,
          customerType: row.customer_type,
          verified: row.verified === 1,
        })),
      };
    },
    adminCompanyGet(input, call) {
      return adminView(adminCompany(call, input.customerId));
    },
    adminDocumentAssign(input, call) {
      const customer = adminCompany(call, input.customerId);
      assignFiles(db, customer.id, input.documentId, input.fileIds, 'assign');
      return adminView(customer);
    },
    adminDocumentReassign(input, call) {
      const customer = adminCompany(call, input.customerId);
      assignFiles(db, customer.id, input.documentId, input.fileIds, 'reassign');
      return adminView(customer);
    },
    adminDocumentRemove(input, call) {
      const customer = adminCompany(call, input.customerId);
      removeFiles(db, customer.id, input.fileIds);
      return adminView(customer);
    },
    adminFinancialDetailUpdate(input, call) {
      const { customerId, ...fields } = input;
      const customer = adminCompany(call, customerId);
      updateFinancialDetail(context, customer, fields);
      return adminView(customer);
    },
    adminDueDiligenceUpdate(input, call) {
      const { customerId, ...fields } = input;
      const customer = adminCompany(call, customerId);
      updateDueDiligence(context, customer, fields);
      return adminView(customer);
    },
  };
}

const LETTER_PATH = (customerId: number) => `/files/company/confirmation-letter/${String(customerId)}.pdf`;

export function companyRestHandlers(context: SandboxContext): Pick<RestHandlers, 'accountConfirmationLetterGenerate'> {
  return {
    accountConfirmationLetterGenerate(input, call: CallContext) {
      const { user } = signedIn(call);
      const customer = call.actingCustomer ?? findCustomer(context.db, user.customer_id);
      if (!customer) throw new HttpError(403, 'Access denied');
      if (!loadPdfBrand(input.brand)) throw new HttpError(400, `Unknown brand ${input.brand}`);
      const origin = new URL(call.request.url).origin;
      return {
        redirectLink: signedLink(context, origin, LETTER_PATH(customer.id), {
          customer: String(customer.id),
          brand: input.brand,
        }),
      };
    },
  };
}

function wantsJson(c: Context<SandboxEnv>): boolean {
  return c.req.query('format') === 'json' || (c.req.header('accept') ?? '').includes('application/json');
}

export function registerCompanyRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const { db } = context;

  app.get('/files/company/confirmation-letter/:file{[0-9]+\\.pdf}', (c) => {
    const check = checkLink(context, c.req.path, c.req.query());
    if (!check.ok) return check.response;
    const customer = findCustomer(db, Number(check.params.customer));
    const brand = loadPdfBrand(check.params.brand ?? '');
    if (!customer || !brand) return jsonResponse({ message: 'Letter not found' }, 404);
    return exportResponse(
      confirmationLetterPdf(db, check.params.brand ?? '', brand, customer, context.now()),
      'pdf',
      `account-confirmation-${String(customer.id)}.pdf`,
    );
  });

  app.get('/sandbox/review/company', (c) => {
    const documents = companyReviewQueue(db);
    if (wantsJson(c)) return jsonResponse({ documents });
    return new Response(companyReviewPage(documents, c.req.query('decided') ?? null), {
      headers: {
        'content-type': 'text/html; charset=UTF-8',
        'content-security-policy': PAGE_CSP,
        'x-content-type-options': 'nosniff',
      },
    });
  });

  app.post('/sandbox/review/company/documents/:id/:decision{approve|reject}', async (c) => {
    const decision = c.req.param('decision') as 'approve' | 'reject';
    const json = wantsJson(c) || (c.req.header('content-type') ?? '').includes('application/json');
    let reason: string | null = null;
    if ((c.req.header('content-type') ?? '').includes('form')) {
      const body = await c.req.parseBody();
      reason = typeof body.reason === 'string' ? body.reason : null;
    }
    try {
      const document = decideCompanyDocument(context, Number(c.req.param('id')), decision, reason);
      return json ? jsonResponse({ document }) : c.redirect(`/sandbox/review/company?decided=${decision}`, 303);
    } catch (error) {
      if (!(error instanceof CompanyError)) throw error;
      return json
        ? jsonResponse({ message: error.message }, 404)
        : c.redirect('/sandbox/review/company?decided=gone', 303);
    }
  });

  app.get('/sandbox/review/company/files/:id', (c) => {
    const file = companyFile(db, Number(c.req.param('id')));
    const bytes = file ? context.files.read(companyFileKey(file.stored_name)) : null;
    if (!file || !bytes) return jsonResponse({ message: 'No such file' }, 404);
    return uploadedFileResponse(bytes, file);
  });
}
