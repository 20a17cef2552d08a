/**
 * Verification, part two, over the wire: the W-form e-signature page, identity checks (links, video identity jobs,
 * retries), the personal info update and the dictionaries behind them.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed';
import { callMethod, send, signIn, useTestSandbox, callOk } from '../test-support';

const t = useTestSandbox();

async function ok(name: string, payload: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> {
  return callOk(t.sandbox, name, payload, token);
}

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  };
}

const US_TAXPAYER = {
  cityOfBirth: 'Boston',
  countryOfBirth: 'US',
  citizenship: ['US'],
  taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }],
  isUSTaxPayer: true,
  confirmed: true,
};

describe('W-form e-signature', () => {
  it('signs a W-9 on the signing page: the name must match, the PDF is stored and the form waits for review', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.fatca);
    const refused = await callMethod(t.sandbox, 'personalWFormUpload', { form: 'w9', signOnline: true }, accessToken);
    expect(refused.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ code: 'selfCertificationMissing' }],
    });

    await ok('personalFatcaCrsCertificationUpdate', { ...US_TAXPAYER, dateOfBirth: '1991-09-14' }, accessToken);
    const reply = await ok('personalWFormUpload', { form: 'w9', signOnline: true }, accessToken);
    const signUrl = (reply.signData as { signUrl: string }).signUrl;
    const path = new URL(signUrl).pathname;
    expect(path).toMatch(/^\/sandbox\/sign\/[\w-]+$/);

    const sheet = await (await t.sandbox.fetch(path)).text();
    expect(sheet).toContain('Form W-9: Request for Taxpayer Identification Number and Certification');
    expect(sheet).toContain('123-45-6789');

    const wrongName = await t.sandbox.fetch(`${path}/sign`, form({ signerName: 'Someone Else', certified: 'on' }));
    expect(wrongName.status).toBe(422);
    expect(await wrongName.text()).toContain('Type your full name exactly as on your account (Fay Fatca) to sign');

    const signed = await t.sandbox.fetch(`${path}/sign`, form({ signerName: '  fay   fatca ', certified: 'on' }));
    expect(signed.status).toBe(303);
    expect(await (await t.sandbox.fetch(path)).text()).toContain('Signed. Thank you');

    const certification = (await ok('personalFatcaCrsCertificationGet', {}, accessToken)).certification as Record<
      string,
      unknown
    >;
    expect(certification).toMatchObject({ w9FormDocumentStatus: 'pending', dateOfBirth: '1991-09-14' });
    const documents = certification.documents as { documentTypeId: number; files: { mimeType: string }[] }[];
    expect(documents[0]).toMatchObject({ documentTypeId: 33, files: [{ mimeType: 'application/pdf' }] });
    // Signed once: the link is closed.
    expect((await t.sandbox.fetch(`${path}/sign`, form({ signerName: 'Fay Fatca', certified: 'on' }))).status).toBe(
      422,
    );
    const customer = (await ok('customerInfoGet', {}, accessToken)).customer as { isNeedFatca?: boolean };
    expect(customer.isNeedFatca).toBe(false);
  });

  it('refuses a US number that was never issued, and a tax residency listed twice', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.fatca);
    const never = await callMethod(
      t.sandbox,
      'personalFatcaCrsCertificationUpdate',
      { ...US_TAXPAYER, taxIds: [{ countryCode: 'US', taxId: '666-12-3456' }] },
      accessToken,
    );
    expect(never.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'taxIds.0.taxId', code: 'taxIdValidationFailed' }],
    });
    const twice = await callMethod(
      t.sandbox,
      'personalFatcaCrsCertificationUpdate',
      {
        ...US_TAXPAYER,
        taxIds: [
          { countryCode: 'US', taxId: '123456789' },
          { countryCode: 'US', taxId: '987654321' },
        ],
      },
      accessToken,
    );
    expect(twice.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'taxIds.1.countryCode', code: 'taxResidencyDuplicate' }],
    });
  });

  it('names countries of birth in the request language, former ones included', async () => {
    const reply = await ok('birthCountriesGet', { language: 'ru' });
    const countries = reply.countries as { code: string; name: string; historical: boolean }[];
    expect(countries.find((country) => country.code === 'SUHH')).toEqual({
      code: 'SUHH',
      name: 'СССР',
      historical: true,
    });
    expect(countries.find((country) => country.code === 'DE')?.name).toBe('Германия');
    expect(countries.length).toBe(254);
  });
});

describe('identity checks', () => {
  it('a video identity job: link in the outbox, the provider fails it, a retry completes it and the status follows', async () => {
    const created = await send<{ jobId: string; link: string }>(t.sandbox, 'POST', '/sandbox/identity-checks', {
      to: DEMO_USERS.inReview,
      kind: 'video-job',
    });
    expect(created.status).toBe(200);
    expect(created.body.link).toMatch(/\/video-identity-job\/[\w-]+$/);

    const first = (await ok('identityJobGet', { jobId: created.body.jobId })).job as {
      status: string;
      firstName: string;
      run: { workflowRunId: string; token: string };
    };
    expect(first).toMatchObject({ status: 'open', firstName: 'Iris' });
    const again = (await ok('identityJobGet', { jobId: created.body.jobId })).job as { run: { token: string } };
    expect(again.run.token).toBe(first.run.token);

    const { workflowRunId, token } = first.run;
    const provider = await t.sandbox.fetch(
      `/sandbox/identity-provider/${workflowRunId}/fail`,
      form({ token, reason: 'Too dark' }),
    );
    expect(provider.status).toBe(303);
    expect((await ok('identityJobGet', { jobId: created.body.jobId })).job).toMatchObject({
      status: 'failed',
      run: { status: 'failed', reason: 'Too dark' },
    });

    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.inReview);
    expect(
      ((await ok('profileInfoGet', {}, accessToken)).profile as { videoIdentityStatus: string }).videoIdentityStatus,
    ).toBe('rejected');
    // The notice names the check by a code the client translates.
    const notices = (await ok('notificationList', { pageNumber: 1, pageSize: 25 }, accessToken)).notifications as {
      type: string;
      data?: Record<string, unknown>;
    }[];
    expect(notices.find((notice) => notice.type === 'documentFailed')?.data).toMatchObject({
      documentType: 'videoIdentity',
      reason: 'Too dark',
    });

    const retry = await send<{ workflowRunId: string; token: string }>(
      t.sandbox,
      'POST',
      `/identity-verification/${workflowRunId}/retry`,
      { token },
    );
    expect(retry.status).toBe(200);
    const twice = await send(t.sandbox, 'POST', `/identity-verification/${workflowRunId}/retry`, { token });
    expect(twice.status).toBe(409);

    const job = (await ok('identityJobGet', { jobId: created.body.jobId })).job as {
      status: string;
      run: { workflowRunId: string; token: string };
    };
    expect(job).toMatchObject({ status: 'open', run: { workflowRunId: retry.body.workflowRunId } });
    await t.sandbox.fetch(
      `/sandbox/identity-provider/${job.run.workflowRunId}/complete`,
      form({ token: job.run.token }),
    );
    expect((await ok('identityJobGet', { jobId: created.body.jobId })).job).toMatchObject({ status: 'completed' });
    expect(
      ((await ok('profileInfoGet', {}, accessToken)).profile as { videoIdentityStatus: string }).videoIdentityStatus,
    ).toBe('validated');
  });

  it("a failure without the provider's words carries the sandbox's own reason with its code; typed reasons none (issue 24)", async () => {
    const created = await send<{ workflowRunId: string; token: string }>(
      t.sandbox,
      'POST',
      '/sandbox/identity-checks',
      { to: DEMO_USERS.inReview, kind: 'link' },
    );
    const { workflowRunId, token } = created.body;
    expect((await t.sandbox.fetch(`/sandbox/identity-provider/${workflowRunId}/fail`, form({ token }))).status).toBe(
      303,
    );
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.inReview);
    const notices = (await ok('notificationList', { pageNumber: 1, pageSize: 25 }, accessToken)).notifications as {
      type: string;
      data?: Record<string, unknown>;
    }[];
    expect(notices.find((notice) => notice.type === 'documentFailed')?.data).toEqual({
      document: 'Video identity check',
      documentType: 'videoIdentity',
      reason: 'The face did not match the document.',
      reasonCode: 'faceMismatch',
    });
  });

  it('a single verification link reads its state with its token only', async () => {
    const created = await send<{ workflowRunId: string; token: string; link: string }>(
      t.sandbox,
      'POST',
      '/sandbox/identity-checks',
      { to: DEMO_USERS.inReview, kind: 'link' },
    );
    const { workflowRunId, token } = created.body;
    expect(created.body.link).toContain(`/identity-verification/${workflowRunId}/${token}`);
    const state = await send(t.sandbox, 'GET', `/identity-verification/${workflowRunId}?token=${token}`);
    expect(state.body).toMatchObject({ status: 'started', reason: null });
    expect((await send(t.sandbox, 'GET', `/identity-verification/${workflowRunId}?token=wrong`)).status).toBe(404);
    expect((await send(t.sandbox, 'POST', `/identity-verification/${workflowRunId}/retry`, { token })).status).toBe(
      409,
    );
  });
});

describe('personal info update', () => {
  it('answers the kyc request and clears the update need', async () => {
    const { accessToken } = await signIn(t.sandbox, DEMO_USERS.profileUpdate);
    const request = (await ok('kycRequestGet', {}, accessToken)).customerKycRequest as { id: number; fields: string[] };
    expect(request.fields).toContain('occupation');
    // The bank's own text carries its code, so the client words it in the customer's language.
    expect(request).toMatchObject({
      reason: 'Please confirm your personal details: our records are more than three years old.',
      reasonCode: 'personalDetailsOutdated',
    });
    const dictionaries = await ok('kycDictionariesGet', {});
    expect((dictionaries.occupations as { code: string }[]).map((entry) => entry.code)).toContain('employee');

    const answers = {
      occupation: 'employee',
      sourceOfFunds: 'salary',
      purposeOfAccount: 'receivePayments',
      expectedMonthlyVolume: 'upTo5000',
    };
    const underage = await callMethod(
      t.sandbox,
      'kycCustomerPersonalInfoUpdate',
      { requestId: request.id, firstName: 'Piotr', lastName: 'Update', birthDay: '2020-01-01', ...answers },
      accessToken,
    );
    expect(underage.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'birthDay', code: 'birthDayUnderage' }],
    });
    const unknown = await callMethod(
      t.sandbox,
      'kycCustomerPersonalInfoUpdate',
      { firstName: 'Piotr', lastName: 'Update', birthDay: '1988-03-02', ...answers, occupation: 'astronaut' },
      accessToken,
    );
    expect(unknown.body).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ field: 'occupation', code: 'choiceUnknown' }],
    });

    await ok(
      'kycCustomerPersonalInfoUpdate',
      { requestId: request.id, firstName: 'Piotr', lastName: 'Updated', birthDay: '1988-03-02', ...answers },
      accessToken,
    );
    const customer = (await ok('customerInfoGet', {}, accessToken)).customer as Record<string, unknown>;
    expect(customer).toMatchObject({ isNeedPersonalInfoUpdate: false, lastName: 'Updated', birthDay: '1988-03-02' });
    expect((await ok('kycRequestGet', {}, accessToken)).customerKycRequest).toBeNull();
    expect((await ok('kycCustomerInfoGet', {}, accessToken)).customerInfo).toEqual(answers);
  });
});
