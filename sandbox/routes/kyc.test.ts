/** Verification over the wire: profile data, uploads with server-side file checks, phone codes, review decisions. */
import { documentFileKey } from '../domain/kyc';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/core/api/contract/kyc';
import { DEMO_USERS } from '../db/seed';
import { bearer, callMethod, outbox, pkce, send, signIn, useTestSandbox, uploadMethod, callOk } from '../test-support';

const t = useTestSandbox();

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%demo\n');

async function ok(name: string, payload: Record<string, unknown>, token: string): Promise<Record<string, unknown>> {
  return callOk(t.sandbox, name, payload, token);
}

async function profileOf(token: string): Promise<Profile> {
  return (await ok('profileInfoGet', {}, token)).profile as Profile;
}

async function upload(name: string, data: Record<string, unknown>, files: Record<string, File>, token: string) {
  return (await uploadMethod(t.sandbox, name, data, files, token)).body;
}

async function customerInfo(token: string) {
  return (await ok('customerInfoGet', {}, token)).customer as {
    verified: boolean;
    isNeedKyc: boolean;
    limited: boolean;
  };
}

describe('profile data', () => {
  it('answers every seeded customer with addresses, identity, phone and documents', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.personal);
    const profile = await profileOf(accessToken);
    expect(profile.identity.status).toBe('validated');
    expect(profile.proofOfResidenceStatus).toBe('validated');
    expect(profile.phone).toMatchObject({ confirmed: true, countryCode: '44', number: '7700900101' });
    expect(profile.addresses).toHaveLength(1);
    expect(profile.addresses[0]).toMatchObject({ confirmed: true, addressStatus: 1 });
    expect(profile.emailConfirmed).toBe(true);
  });

  it('shows the unverified user what is missing', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    const profile = await profileOf(accessToken);
    expect(profile.identity.status).toBeNull();
    expect(profile.proofOfResidenceStatus).toBe('none');
    expect(profile.phone?.confirmed).toBe(false);
    expect(profile.addresses[0]).toMatchObject({ addressStatus: 0, isDocumentRequired: true });
  });

  it('lists document types with the two-sided and country rules the client applies', async () => {
    const reply = await callMethod(t.sandbox, 'documentTypesGet', {});
    const identity = (
      reply.body.categories as { id: number; customerDocumentTypes: { id: number; countryCodes?: string[] }[] }[]
    ).find((c) => c.id === 1);
    expect(identity?.customerDocumentTypes.map((type) => type.id)).toEqual([1, 4, 5, 88]);
    expect(identity?.customerDocumentTypes.find((type) => type.id === 88)?.countryCodes).toEqual(['RU', 'UA']);
  });
});

describe('uploads', () => {
  it('store the files on disk and refuse wrong types, oversize files and a missing back side', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    const gif = await upload(
      'customerDocumentUpload',
      { documentType: 1 },
      { mainDocument: new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'a.gif', { type: 'image/gif' }) },
      accessToken,
    );
    expect(gif).toMatchObject({ responseCode: 'VF', validationErrors: [{ field: 'mainDocument', code: 'fileType' }] });
    const fake = await upload(
      'customerDocumentUpload',
      { documentType: 1 },
      { mainDocument: new File([PDF], 'photo.jpg', { type: 'image/jpeg' }) },
      accessToken,
    );
    expect(fake).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'fileType' }] });
    const big = new Uint8Array(10_000_001);
    big.set(JPEG);
    const oversize = await upload(
      'customerDocumentUpload',
      { documentType: 1 },
      { mainDocument: new File([big], 'big.jpg', { type: 'image/jpeg' }) },
      accessToken,
    );
    expect(oversize).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'fileTooLarge' }] });
    const oneSide = await upload(
      'customerDocumentUpload',
      { documentType: 4 },
      { mainDocument: new File([JPEG], 'front.jpg') },
      accessToken,
    );
    expect(oneSide).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'additionalDocument', code: 'backSideMissing' }],
    });
    const internal = await upload(
      'customerDocumentUpload',
      { documentType: 88 },
      { mainDocument: new File([JPEG], 'page.jpg') },
      accessToken,
    );
    expect(internal).toMatchObject({ responseCode: 'VF', validationErrors: [{ code: 'documentTypeCountry' }] });

    const stored = await upload(
      'customerDocumentUpload',
      { documentType: 4 },
      {
        mainDocument: new File([JPEG], 'front.jpg', { type: 'image/jpeg' }),
        additionalDocument: new File([JPEG], 'back.jpg', { type: 'image/jpeg' }),
      },
      accessToken,
    );
    expect(stored).toMatchObject({
      responseCode: '00',
      document: { statusId: 0, category: 1, files: [{ part: 'mainDocument' }, { part: 'additionalDocument' }] },
    });
    const storedFiles = t.sandbox.db.prepare('SELECT stored_name FROM kyc_document_files ORDER BY id').all() as {
      stored_name: string;
    }[];
    expect(storedFiles.map((file) => t.sandbox.context.files.read(documentFileKey(file.stored_name)))).toEqual([
      JPEG,
      JPEG,
    ]);
    expect((await profileOf(accessToken)).identity.status).toBe('pending');
  });
});

describe('the whole verification of unverified@demo.test', () => {
  it('moves from needing KYC to verified through uploads, a phone code and the review', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    expect(await customerInfo(accessToken)).toMatchObject({ verified: false, isNeedKyc: true });
    const before = await profileOf(accessToken);
    const addressId = before.addresses[0]?.addressId;
    const phoneId = before.phone?.id;

    await upload(
      'customerDocumentUpload',
      { documentType: 4 },
      { mainDocument: new File([JPEG], 'front.jpg'), additionalDocument: new File([JPEG], 'back.jpg') },
      accessToken,
    );
    await upload(
      'customerDocumentUpload',
      { documentType: 10, addressId },
      { mainDocument: new File([PDF], 'bill.pdf') },
      accessToken,
    );

    // Phone: the code goes to the outbox, bound to the challenge; the verifier proves it.
    const pair = pkce();
    const verify = await send(
      t.sandbox,
      'POST',
      `/verification/phones/${String(phoneId)}/verify`,
      { type: 'sms', codeChallenge: pair.challenge },
      bearer(accessToken),
    );
    expect(verify.status).toBe(200);
    const again = await send(
      t.sandbox,
      'POST',
      `/verification/phones/${String(phoneId)}/verify`,
      { type: 'sms', codeChallenge: pair.challenge },
      bearer(accessToken),
    );
    expect(again.status).toBe(429);
    const sms = (await outbox(t.sandbox, DEMO_USERS.unverified)).find((message) => message.channel === 'sms');
    const code = sms?.code ?? '';
    const otherVerifier = pkce().verifier;
    expect(
      (
        await callMethod(
          t.sandbox,
          'confirmPhone',
          { phoneId, verification: { code, codeVerifier: otherVerifier } },
          accessToken,
        )
      ).body,
    ).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ code: 'codeVerifierMismatch' }],
    });
    // The reqId + approvalCode form is not part of the contract (docs/decisions.md): the request does not validate.
    expect(
      (await callMethod(t.sandbox, 'confirmPhone', { reqId: 'r-1', approvalCode: '123456' }, accessToken)).body,
    ).toMatchObject({ responseCode: 'VF' });
    await ok('confirmPhone', { phoneId, verification: { code, codeVerifier: pair.verifier } }, accessToken);

    // Everything is submitted: no more KYC needed, documents wait for review.
    expect(await customerInfo(accessToken)).toMatchObject({ verified: false, isNeedKyc: false });
    const queue = await send<{ documents: { documentId: number; email: string }[] }>(
      t.sandbox,
      'GET',
      '/sandbox/review?format=json',
    );
    const mine = queue.body.documents.filter((item) => item.email === DEMO_USERS.unverified);
    expect(mine).toHaveLength(2);

    for (const item of mine) {
      const decided = await send(t.sandbox, 'POST', `/sandbox/review/documents/${String(item.documentId)}/approve`, {});
      expect(decided.status).toBe(200);
    }
    expect(await customerInfo(accessToken)).toMatchObject({ verified: true, isNeedKyc: false });
    const notices = (await ok('notificationList', { pageNumber: 1, pageSize: 25 }, accessToken)).notifications as {
      type: string;
      title?: string;
    }[];
    expect(notices.map((notice) => notice.title)).toContain('Your account is verified');
  });

  it('a rejected document carries its reason and is replaced by the next upload', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    await upload(
      'customerDocumentUpload',
      { documentType: 1 },
      { mainDocument: new File([JPEG], 'passport.jpg') },
      accessToken,
    );
    const queue = (
      await send<{ documents: { documentId: number; email: string }[] }>(
        t.sandbox,
        'GET',
        '/sandbox/review?format=json',
      )
    ).body.documents;
    const item = queue.find((entry) => entry.email === DEMO_USERS.unverified);
    const reply = await send(t.sandbox, 'POST', `/sandbox/review/documents/${String(item?.documentId)}/reject`, {
      reason: 'Glare covers the photo.',
    });
    expect(reply.body).toMatchObject({ document: { statusId: 26, rejectReason: 'Glare covers the photo.' } });
    let profile = await profileOf(accessToken);
    expect(profile.identity.status).toBe('rejected');
    const notices = (await ok('notificationList', { pageNumber: 1, pageSize: 25 }, accessToken)).notifications as {
      type: string;
      data?: Record<string, unknown>;
    }[];
    expect(notices[0]).toMatchObject({
      type: 'documentRejected',
      data: { document: 'Passport', documentType: '1', reason: 'Glare covers the photo.' },
    });

    await upload(
      'customerDocumentUpload',
      { documentType: 1 },
      { mainDocument: new File([JPEG], 'passport-2.jpg') },
      accessToken,
    );
    profile = await profileOf(accessToken);
    expect(profile.identity.status).toBe('pending');
    expect(profile.identity.uploadedDocuments.map((document) => document.statusId)).toEqual([0, 26]);
  });
});

describe('limits, tax number and FATCA', () => {
  it('lifts a limit once the document its reason needs is approved', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.limited);
    const reasons = (
      (await ok('customerLimitReasonGet', {}, accessToken)).limit as {
        reasons: { id: number; requirementDocuments: { documentTypeId: number }[] }[];
      }
    ).reasons;
    expect(reasons).toHaveLength(1);
    const reply = await upload(
      'customerLimitReasonDocumentUpload',
      { limitReasonId: reasons[0]?.id, documentType: 10 },
      { mainDocument: new File([PDF], 'bill.pdf') },
      accessToken,
    );
    expect(reply).toMatchObject({ responseCode: '00' });
    const documentId = (reply.document as { id: number }).id;
    await send(t.sandbox, 'POST', `/sandbox/review/documents/${String(documentId)}/approve`, {});
    expect(await customerInfo(accessToken)).toMatchObject({ limited: false });
  });

  it('refuses a tax number that does not fit the residence country, with a description', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.unverified);
    expect(
      (await callMethod(t.sandbox, 'customerTaxNumberUpdate', { taxId: '12345' }, accessToken)).body,
    ).toMatchObject({
      responseCode: 'VF',
      responseDescription: 'This tax number does not look like one from RO: enter a CNP of 13 digits.',
    });
    expect(await ok('customerTaxNumberUpdate', { taxId: '2900101123456' }, accessToken)).toMatchObject({
      taxId: '2900101123456',
    });
  });

  it('decides the FATCA forms owed from the self-certification', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.fatca);
    const before = (await ok('personalFatcaCrsCertificationGet', {}, accessToken)).certification;
    expect(before).toMatchObject({ taxResidencySelfCertificationDocumentStatus: 'none' });
    const signed = await ok(
      'personalFatcaCrsCertificationUpdate',
      {
        cityOfBirth: 'Boston',
        countryOfBirth: 'US',
        citizenship: ['US'],
        taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
        isUSTaxPayer: true,
        confirmed: true,
      },
      accessToken,
    );
    expect(signed.certification).toMatchObject({
      taxResidencySelfCertificationDocumentStatus: 'validated',
      w9FormDocumentStatus: 'none',
      w8BenFormDocumentStatus: 'notRequired',
    });
    const w9 = await upload(
      'personalWFormUpload',
      { form: 'w9' },
      { mainDocument: new File([PDF], 'w9.pdf') },
      accessToken,
    );
    expect(w9).toMatchObject({
      responseCode: '00',
      signData: null,
      certification: { w9FormDocumentStatus: 'pending' },
    });
  });
});
