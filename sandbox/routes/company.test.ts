/** The company over the wire: the seeded companies, uploads and their review, users and rights, the admin's files, the letter. */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import type { ResponseOf } from '../../src/core/api/contract/define';
import type { operations } from '../../src/core/api/contract/operations';
import { bearer, callMethod, outbox, send, signIn, useTestSandbox } from '../test-support';
import { businessFormsOwed } from '../domain/company';

const t = useTestSandbox();

const PDF = new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n')], 'articles.pdf', {
  type: 'application/pdf',
});

type Ops = typeof operations;

async function ok<K extends keyof Ops>(
  name: K,
  payload: Record<string, unknown>,
  token: string,
): Promise<ResponseOf<Ops[K]>> {
  const reply = await callMethod(t.sandbox, name, payload, token);
  expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ responseCode: '00' });
  return reply.body as unknown as ResponseOf<Ops[K]>;
}

async function upload(data: Record<string, unknown>, token: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('data', JSON.stringify({ method: 'businessDocumentUpload', ...data }));
  form.append('mainDocument', PDF);
  const response = await t.sandbox.fetch('/api/v4?method=businessDocumentUpload', {
    method: 'POST',
    body: form,
    headers: { ...bearer(token), ...headers },
  });
  return (await response.json()) as { responseCode: string; document: { id: number; statusId: number } };
}

describe('company', () => {
  it('answers Northwind with its rejected articles (corporate status 26) and fine addresses', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const { company } = await ok('businessInfoGet', {}, accessToken);
    expect(company).toMatchObject({
      name: 'Northwind Trading Ltd',
      registrationNumber: 'SC481516',
      corporateDocumentStatus: 26,
      additionalDocumentStatus: 1,
    });
    expect(company.addresses[0]?.uploadedDocuments[0]).toMatchObject({ statusId: 2 });
  });

  it('an upload supersedes the rejected copy, waits for review (0), and the approval confirms the group (2)', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const reply = await upload({ group: 'corporate', documentType: 61 }, accessToken, {
      'idempotency-key': 'upload-1',
    });
    expect(reply).toMatchObject({ responseCode: '00', document: { statusId: 0, documentTypeId: 61 } });
    const again = await upload({ group: 'corporate', documentType: 61 }, accessToken, {
      'idempotency-key': 'upload-1',
    });
    expect(again.document.id).toBe(reply.document.id);
    expect((await ok('businessInfoGet', {}, accessToken)).company.corporateDocumentStatus).toBe(0);

    const queue = await send<{ documents: { documentId: number }[] }>(
      t.sandbox,
      'GET',
      '/sandbox/review/company?format=json',
    );
    expect(queue.body.documents.map((item) => item.documentId)).toContain(reply.document.id);
    await send(t.sandbox, 'POST', `/sandbox/review/company/documents/${String(reply.document.id)}/approve`, {});
    expect((await ok('businessInfoGet', {}, accessToken)).company.corporateDocumentStatus).toBe(2);
  });

  it('refuses a document type of another group and a file that is not a document', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    expect(await upload({ group: 'corporate', documentType: 90 }, accessToken)).toMatchObject({ responseCode: 'VF' });
  });

  it('lists users, changes rights (not 5), keeps one full-access user and adds a potential user with an activation mail', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const list = await ok('companyUserList', {}, accessToken);
    expect(list.canManage).toBe(true);
    const evan = list.users.find((user) => user.email === DEMO_USERS.employee);
    if (!evan) throw new Error('Evan is a user of Northwind');
    expect(evan.accessRights).toBe(3);
    expect(
      (await callMethod(t.sandbox, 'businessUserRightsUpdate', { userId: evan.userId, accessRights: 5 }, accessToken))
        .body,
    ).toMatchObject({ responseCode: 'VF' });
    expect(
      (await ok('businessUserRightsUpdate', { userId: evan.userId, accessRights: 1 }, accessToken)).user.accessRights,
    ).toBe(1);
    const me = list.users.find((user) => user.isCurrentUser);
    if (!me) throw new Error('The signed-in user is listed');
    expect(
      (await callMethod(t.sandbox, 'businessUserRightsUpdate', { userId: me.userId, accessRights: 1 }, accessToken))
        .body,
    ).toMatchObject({ responseCode: 'VF' });

    const { potentialUsers } = await ok('businessPotentialUserList', {}, accessToken);
    expect(potentialUsers).toEqual([expect.objectContaining({ firstName: 'Hugo', lastName: 'Holder' })]);
    const added = await ok(
      'businessUserAdd',
      { representativeId: potentialUsers[0]?.representativeId, accessRights: 1 },
      accessToken,
    );
    expect(added.user).toMatchObject({ email: 'hugo.holder@northwind.demo.test', active: false });
    expect((await outbox(t.sandbox, 'hugo.holder@northwind.demo.test'))[0]?.link).toContain(
      'action=activationEmployee',
    );
    expect((await ok('businessPotentialUserList', {}, accessToken)).potentialUsers).toEqual([]);
    const remaining = await ok('businessUserRemove', { userId: added.user.userId }, accessToken);
    expect(remaining.users.map((user) => user.email)).not.toContain('hugo.holder@northwind.demo.test');
  });

  it('an employee without the users right cannot change rights', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    const reply = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=businessUserRightsUpdate',
      { method: 'businessUserRightsUpdate', userId: 9, accessRights: 1, fromCustomerId: 200001 },
      bearer(accessToken),
    );
    expect(reply.body).toMatchObject({ responseCode: 'ENOA' });
  });

  it('declarations follow the industry: Blue Harbor (webcam studio) owes the escort statement and the studio declaration', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.representative);
    const { declarations } = await ok('businessDeclarationsGet', {}, accessToken);
    expect(declarations.filter((item) => item.required).map((item) => item.kind)).toEqual([
      'resolution',
      'prohibitedEscort',
      'studio',
    ]);
    expect(
      (
        await callMethod(
          t.sandbox,
          'businessDeclarationSend',
          { kind: 'studio', signerName: 'Rita Representative', confirmed: true },
          accessToken,
        )
      ).body,
    ).toMatchObject({ responseCode: 'VF' });
    const signed = await ok(
      'businessDeclarationSend',
      { kind: 'studio', signerName: 'Rita Representative', platforms: ['Stream One'], confirmed: true },
      accessToken,
    );
    expect(signed.declarations[2]).toMatchObject({
      kind: 'studio',
      signerName: 'Rita Representative',
      platforms: ['Stream One'],
    });
  });

  it('signs the business self-certification; a financial institution needs its GIIN', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    expect(
      (await ok('businessFatcaCrsCertificationGet', {}, accessToken)).certification
        .taxResidencySelfCertificationDocumentStatus,
    ).toBe('none');
    const base = {
      isUSEntity: false,
      taxResidencies: [{ countryCode: 'GB', taxId: 'GB123456789' }],
      signerName: 'Bianca Business',
      confirmed: true,
    };
    expect(
      (
        await callMethod(
          t.sandbox,
          'businessFatcaCrsCertificationUpdate',
          { ...base, entityType: 'financialInstitution' },
          accessToken,
        )
      ).body,
    ).toMatchObject({ responseCode: 'VF' });
    const signed = await ok('businessFatcaCrsCertificationUpdate', { ...base, entityType: 'activeNfe' }, accessToken);
    expect(signed.certification).toMatchObject({
      entityType: 'activeNfe',
      taxResidencySelfCertificationDocumentStatus: 'validated',
    });
  });

  it('generates the account confirmation letter as a signed PDF link', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const reply = await send<{ redirectLink: string }>(
      t.sandbox,
      'POST',
      '/pdf/api/generator_pdf/account-confirmation',
      { brand: 'wallet' },
      bearer(accessToken),
    );
    expect(reply.status).toBe(200);
    const url = new URL(reply.body.redirectLink);
    const pdf = await t.sandbox.fetch(`${url.pathname}${url.search}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text).toContain('Account confirmation letter');
    expect(text).toContain('Northwind Trading Ltd');
    expect(text).toContain('letters@nimbus-wallet.example');
  });
});

describe('admin', () => {
  it('finds a customer, assigns, reassigns and removes a file, and updates the financial detail', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.admin);
    const { customers } = await ok('adminCustomerSearch', { query: 'Northwind' }, accessToken);
    expect(customers[0]).toMatchObject({ customerId: 200001, name: 'Northwind Trading Ltd' });
    const view = await ok('adminCompanyGet', { customerId: 200001 }, accessToken);
    const file = view.unassignedFiles[0];
    if (!file) throw new Error('Northwind has an unassigned file');
    expect(file.fileName).toBe('scan-0193.pdf');
    const articles = view.company.corporateDocuments.find((document) => document.documentTypeId === 61);
    const certificate = view.company.corporateDocuments.find((document) => document.documentTypeId === 60);
    if (!articles || !certificate) throw new Error('Northwind has its corporate documents');
    const assigned = await ok(
      'adminDocumentAssign',
      { customerId: 200001, documentId: articles.id, fileIds: [file.id] },
      accessToken,
    );
    expect(assigned.unassignedFiles).toEqual([]);
    const moved = await ok(
      'adminDocumentReassign',
      { customerId: 200001, documentId: certificate.id, fileIds: [file.id] },
      accessToken,
    );
    expect(
      moved.company.corporateDocuments.find((document) => document.id === certificate.id)?.files.map((item) => item.id),
    ).toContain(file.id);
    const removed = await ok('adminDocumentRemove', { customerId: 200001, fileIds: [file.id] }, accessToken);
    expect(removed.unassignedFiles.map((item) => item.id)).toEqual([file.id]);
    const updated = await ok(
      'adminFinancialDetailUpdate',
      {
        customerId: 200001,
        monthlyDepositAmount: 300000,
        monthlyDepositCurrencyCode: 'USD',
        monthlyWithdrawalAmount: 200000,
        monthlyWithdrawalCurrencyCode: 'USD',
        industry: 11,
        sourceIds: [1],
        purposeIds: [1],
        sourceSpecifications: [],
        purposeSpecifications: [],
      },
      accessToken,
    );
    expect(updated.company.financialDetail).toMatchObject({ monthlyDepositAmount: 300000 });
  });

  it('is refused to anyone but an admin', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    expect(
      (await callMethod(t.sandbox, 'adminCustomerSearch', { query: 'Northwind' }, accessToken)).body,
    ).toMatchObject({ responseCode: '13' });
  });
});

describe('representatives', () => {
  it('reads one representative, adds and confirms their address, and deletes one who has no access', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const { representative } = await ok('businessRepresentativeInfo', { representativeId: 2 }, accessToken);
    expect(representative).toMatchObject({ firstName: 'Hugo', lastName: 'Holder', isUser: false, addresses: [] });

    const created = await ok(
      'representativeAddressCreate',
      { representativeId: 2, address1: '4 Harbour Row', city: 'Leith', postalCode: 'EH6 6LX', countryCode: 'GB' },
      accessToken,
    );
    expect(created.address).toMatchObject({ address1: '4 Harbour Row', confirmedAt: null });
    const confirmed = await ok(
      'representativeAddressConfirm',
      { representativeId: 2, addressId: created.address.id },
      accessToken,
    );
    expect(confirmed.address.confirmedAt).not.toBeNull();
    const again = await ok('businessRepresentativeInfo', { representativeId: 2 }, accessToken);
    expect(again.representative.addresses).toEqual([confirmed.address]);

    const { representatives } = await ok('businessRepresentativeDelete', { representativeId: 2 }, accessToken);
    expect(representatives.map((entry) => entry.id)).toEqual([1]);
    const gone = await callMethod(t.sandbox, 'businessRepresentativeInfo', { representativeId: 2 }, accessToken);
    expect(gone.body).toMatchObject({ responseCode: 'VF' });
  });

  it('keeps a representative who still has access, the last director, and other companies\u2019 representatives', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    const other = await callMethod(t.sandbox, 'businessRepresentativeInfo', { representativeId: 3 }, accessToken);
    expect(other.body).toMatchObject({ responseCode: 'VF' });
    const state = await callMethod(
      t.sandbox,
      'representativeAddressCreate',
      { representativeId: 2, address1: '1 Main St', city: 'Austin', postalCode: '73301', countryCode: 'US' },
      accessToken,
    );
    expect(JSON.stringify(state.body)).toContain('stateCode');

    // Blue Harbor has two directors: one can go, the other is then the last.
    const rep = await signIn(t.sandbox, DEMO_USERS.representative);
    const withAccess = await callMethod(
      t.sandbox,
      'businessRepresentativeDelete',
      { representativeId: 4 },
      rep.accessToken,
    );
    expect(withAccess.body).toMatchObject({ responseCode: 'VF' });
    expect(JSON.stringify(withAccess.body)).toContain('remove their access first');
    await ok('businessRepresentativeDelete', { representativeId: 3 }, rep.accessToken);
    const last = await callMethod(t.sandbox, 'businessRepresentativeDelete', { representativeId: 4 }, rep.accessToken);
    expect(last.body).toMatchObject({ responseCode: 'VF' });
    expect(JSON.stringify(last.body)).toContain('at least one director');
  });

  it('an employee without full access to the documents cannot delete a representative', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.employee);
    const reply = await send(
      t.sandbox,
      'POST',
      '/api/v4?method=businessRepresentativeDelete',
      { method: 'businessRepresentativeDelete', representativeId: 2, fromCustomerId: 200001 },
      bearer(accessToken),
    );
    expect(reply.body).toMatchObject({ responseCode: 'ENOA' });
  });
});

describe('business tax forms (businessWFormUpload, businessCertificateOfLossOfNationalityUpload)', () => {
  async function taxUpload(method: string, data: Record<string, unknown>, token: string) {
    const form = new FormData();
    form.append('data', JSON.stringify({ method, ...data }));
    form.append('mainDocument', PDF);
    const response = await t.sandbox.fetch(`/api/v4?method=${method}`, {
      method: 'POST',
      body: form,
      headers: { ...bearer(token), 'Idempotency-Key': `tax-${method}-${JSON.stringify(data)}` },
    });
    return (await response.json()) as {
      responseCode: string;
      validationErrors?: { field?: string; code?: string }[];
      certification: ResponseOf<Ops['businessFatcaCrsCertificationGet']>['certification'];
    };
  }
  const passive = {
    entityType: 'passiveNfe',
    isUSEntity: false,
    taxResidencies: [{ countryCode: 'GB', taxId: 'GB123456789' }],
    signerName: 'Bianca Business',
    confirmed: true,
  };

  it('owes a US entity a W-9, a passive or US-resident foreign entity a W-8BEN-E, a former US controlling person a CLN', () => {
    const base = { signerName: 'x', taxResidencies: [{ countryCode: 'GB', taxId: '1' }] };
    expect(businessFormsOwed({ ...base, entityType: 'activeNfe', isUSEntity: true })).toEqual({
      w9: true,
      w8bene: false,
      cln: false,
    });
    expect(businessFormsOwed({ ...base, entityType: 'activeNfe', isUSEntity: false })).toEqual({
      w9: false,
      w8bene: false,
      cln: false,
    });
    expect(
      businessFormsOwed({
        ...base,
        entityType: 'activeNfe',
        isUSEntity: false,
        taxResidencies: [{ countryCode: 'US', taxId: '12-3456789' }],
      }),
    ).toEqual({ w9: false, w8bene: true, cln: false });
    expect(
      businessFormsOwed({
        ...base,
        entityType: 'passiveNfe',
        isUSEntity: false,
        controllingPersonFormerUSCitizen: true,
      }),
    ).toEqual({ w9: false, w8bene: true, cln: true });
    // A US entity's controlling persons are no reason for a certificate: it gives a W-9.
    expect(
      businessFormsOwed({
        ...base,
        entityType: 'passiveNfe',
        isUSEntity: true,
        controllingPersonFormerUSCitizen: true,
      }),
    ).toEqual({ w9: true, w8bene: false, cln: false });
  });

  it('uploads only the forms the signed answers owe; each waits for review and the decision sets its status', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.business);
    // Nothing signed yet: nothing is owed, so nothing can be sent.
    const early = await taxUpload('businessWFormUpload', { form: 'w8bene' }, accessToken);
    expect(early.responseCode).toBe('VF');
    expect(early.validationErrors?.[0]).toMatchObject({ field: 'form', code: 'fatcaUnsigned' });

    const signed = await ok(
      'businessFatcaCrsCertificationUpdate',
      { ...passive, controllingPersonFormerUSCitizen: true },
      accessToken,
    );
    expect(signed.certification).toMatchObject({
      w9FormDocumentStatus: 'notRequired',
      w8BenFormDocumentStatus: 'none',
      certificateOfLossOfNationalityDocumentStatus: 'none',
      controllingPersonFormerUSCitizen: true,
    });
    const w9 = await taxUpload('businessWFormUpload', { form: 'w9' }, accessToken);
    expect(w9.validationErrors?.[0]).toMatchObject({ field: 'form', code: 'formNotRequired' });

    const w8 = await taxUpload('businessWFormUpload', { form: 'w8bene' }, accessToken);
    expect(w8.responseCode).toBe('00');
    expect(w8.certification.w8BenFormDocumentStatus).toBe('pending');
    expect(w8.certification.documents).toHaveLength(1);
    expect(w8.certification.documents[0]).toMatchObject({ documentTypeId: 35 });

    const cln = await taxUpload('businessCertificateOfLossOfNationalityUpload', {}, accessToken);
    expect(cln.certification).toMatchObject({ certificateOfLossOfNationalityDocumentStatus: 'pending' });
    const clnDocument = cln.certification.documents.find((document) => document.documentTypeId === 32);

    await send(t.sandbox, 'POST', `/sandbox/review/documents/${String(w8.certification.documents[0]?.id)}/approve`, {});
    await send(t.sandbox, 'POST', `/sandbox/review/documents/${String(clnDocument?.id)}/reject`, {
      reason: 'The certificate is not legible.',
    });
    const after = (await ok('businessFatcaCrsCertificationGet', {}, accessToken)).certification;
    expect(after).toMatchObject({
      w8BenFormDocumentStatus: 'validated',
      certificateOfLossOfNationalityDocumentStatus: 'rejected',
    });
    // Certifying again keeps the accepted form and asks the rejected one again.
    const again = await ok(
      'businessFatcaCrsCertificationUpdate',
      { ...passive, controllingPersonFormerUSCitizen: true },
      accessToken,
    );
    expect(again.certification).toMatchObject({
      w8BenFormDocumentStatus: 'validated',
      certificateOfLossOfNationalityDocumentStatus: 'none',
    });
    const accepted = await taxUpload('businessWFormUpload', { form: 'w8bene' }, accessToken);
    expect(accepted.validationErrors?.[0]).toMatchObject({ code: 'formAccepted' });
  });

  it('refuses a personal customer: there is no company to certify', async () => {
    const personal = await signIn(t.sandbox, DEMO_USERS.personal);
    expect((await taxUpload('businessWFormUpload', { form: 'w9' }, personal.accessToken)).responseCode).not.toBe('00');
  });
});
