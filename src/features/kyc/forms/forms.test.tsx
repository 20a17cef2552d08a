// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerInfoGet } from '../../../core/api/contract/customer';
import { personalFatcaCrsCertificationGet } from '../../../core/api/contract/kyc';
import { DEMO_USERS } from '../../../testing/sandbox-harness';
import { createTestServices, renderWithI18n, type TestServices } from '../../../testing/test-services';
import { KycFeature } from '../kyc-feature';
import { IdentityVerification, VideoIdentityJob } from './identity-check';
import { ProfileUpdate } from './profile-update';
import { SelfCertification } from './self-certification';
import { SelfCertificationBusiness } from './self-certification-intro';

// Calls settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
});

afterEach(() => {
  services.close();
});

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  };
}

/** The customer came back to the page (from the signing or provider tab). */
function comeBack(): void {
  fireEvent(window, new Event('focus'));
}

describe('SelfCertification', () => {
  it('takes fatca@demo.test from the answers through the W-9 signed online to done', async () => {
    await services.signIn(DEMO_USERS.fatca);
    const onContinue = vi.fn();
    renderWithI18n(
      <SelfCertification api={services.api} cache={services.cache} onContinue={onContinue} />,
      services.i18n,
    );
    const user = userEvent.setup();

    const city = await screen.findByLabelText('Town or city of birth');
    await user.click(screen.getByRole('button', { name: 'Sign the self-certification' }));
    expect(screen.getByText('Enter the town or city where you were born.')).toBeTruthy();
    expect(screen.getByText('Choose the country where you were born.')).toBeTruthy();
    expect(screen.getByText('Answer whether you are a US taxpayer.')).toBeTruthy();
    expect(screen.getByText('Confirm that your answers are true and complete.')).toBeTruthy();

    await user.type(city, 'Boston');
    await user.selectOptions(screen.getByLabelText('Country of birth'), 'US');
    // The profile's residence (US) and its tax number name come first; an impossible SSN is refused offline.
    const taxId = screen.getByLabelText<HTMLInputElement>(
      'Tax number in United States: Social Security Number / Individual Taxpayer Identification Number (SSN/ITIN)',
    );
    await user.clear(taxId);
    await user.type(taxId, '12345');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm that these answers are true/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the self-certification' }));
    expect(screen.getByText('Tax ID not valid: this is not a valid SSN/ITIN. Check the number.')).toBeTruthy();
    expect(screen.getByText(/A US citizen or US tax resident is a US taxpayer/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Town or city of birth').value).toBe('Boston');

    await user.clear(taxId);
    await user.type(taxId, '123-45-6789');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Sign the self-certification' }));

    const documents = within(await screen.findByRole('region', { name: 'Your tax documents' }));
    const w9 = within(documents.getByText('Form W-9 (US taxpayers)').closest('li') as HTMLElement);
    expect(w9.getByText('Not provided')).toBeTruthy();
    expect(documents.queryByText('Form W-8BEN (not a US taxpayer)')).toBeNull();

    await user.click(w9.getByRole('button', { name: 'Sign Form W-9 online' }));
    const link = await w9.findByRole<HTMLAnchorElement>('link', { name: 'Open Form W-9 to sign (opens in a new tab)' });
    const path = new URL(link.href).pathname;
    const signed = await services.harness.fetch(`${path}/sign`, form({ signerName: 'Fay Fatca', certified: 'on' }));
    expect(signed.status).toBe(303);

    comeBack();
    expect(await screen.findByText('Your self-certification is complete')).toBeTruthy();
    expect(
      within(screen.getByText('Form W-9 (US taxpayers)').closest('li') as HTMLElement).getByText('Being reviewed'),
    ).toBeTruthy();
    const customer = await services.api.call(customerInfoGet, {});
    expect(customer.customer.isNeedFatca).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('asks a non-US taxpayer born in the US for the W-8BEN and the certificate of loss of nationality, uploaded as files', async () => {
    await services.signIn(DEMO_USERS.fatca);
    renderWithI18n(<SelfCertification api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Town or city of birth'), 'Chicago');
    await user.selectOptions(screen.getByLabelText('Country of birth'), 'US');
    await user.selectOptions(screen.getByLabelText('Citizenship 1'), 'DE');
    await user.selectOptions(screen.getByLabelText('Country of tax residence 1'), 'DE');
    const germanTaxId = screen.getByLabelText(/^Tax number in Germany/);
    await user.clear(germanTaxId);
    await user.type(germanTaxId, '36 574 261 809');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the self-certification' }));

    const documents = within(await screen.findByRole('region', { name: 'Your tax documents' }));
    expect(documents.getByText('Form W-8BEN (not a US taxpayer)')).toBeTruthy();
    const certificate = within(
      documents.getByText('Certificate of loss of US nationality', { selector: 'h3' }).closest('li') as HTMLElement,
    );
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n%cln\n')], 'ds-4083.pdf', { type: 'application/pdf' });
    await user.upload(certificate.getByLabelText('Certificate of loss of US nationality', { selector: 'input' }), pdf);
    await user.click(certificate.getByRole('button', { name: 'Upload certificate' }));
    expect(
      await within(
        await screen
          .findByText('Certificate of loss of US nationality', { selector: 'h3' })
          .then((h) => h.closest('li') as HTMLElement),
      ).findByText('Being reviewed'),
    ).toBeTruthy();
    const { certification } = await services.api.call(personalFatcaCrsCertificationGet, {});
    expect(certification).toMatchObject({
      countryOfBirth: 'US',
      certificateOfLossOfNationalityDocumentStatus: 'pending',
      w8BenFormDocumentStatus: 'none',
    });
  });

  it('tells a business that the self-certification does not apply', async () => {
    await services.signIn(DEMO_USERS.business);
    renderWithI18n(
      <SelfCertificationBusiness
        api={services.api}
        cache={services.cache}
        homeHref="/home"
        personalHref="/self-certification"
      />,
      services.i18n,
    );
    expect(await screen.findByText(/Companies do not fill in this self-certification/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
  });
});

describe('ProfileUpdate', () => {
  it('shows the kyc request, checks the answers and saves them', async () => {
    await services.signIn(DEMO_USERS.profileUpdate);
    const onSaved = vi.fn();
    renderWithI18n(<ProfileUpdate api={services.api} cache={services.cache} onSaved={onSaved} />, services.i18n);
    const user = userEvent.setup();

    expect(await screen.findByText('We ask you to review your details')).toBeTruthy();
    const birthDay = screen.getByLabelText('Date of birth');
    fireEvent.change(birthDay, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(screen.getByText('Account holders must be at least 18 years old.')).toBeTruthy();
    expect(screen.getAllByText('Choose one.')).toHaveLength(4);

    fireEvent.change(birthDay, { target: { value: '1988-03-02' } });
    await user.selectOptions(screen.getByLabelText('Occupation'), 'Employee');
    await user.selectOptions(screen.getByLabelText('Main source of the money on your account'), 'Salary');
    await user.selectOptions(screen.getByLabelText('Main use of the account'), 'Paying online');
    await user.selectOptions(screen.getByLabelText('Money you expect to receive per month'), 'USD 1,000 to 5,000');
    await user.click(screen.getByRole('button', { name: 'Save my details' }));
    expect(await screen.findByText('Your details are saved.')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    const { customer } = await services.api.call(customerInfoGet, {});
    expect(customer).toMatchObject({ isNeedPersonalInfoUpdate: false, birthDay: '1988-03-02' });
  });

  it("words the bank's own request by its code in the reader's language (issue 24)", async () => {
    services.close();
    services = createTestServices({ language: 'ro' });
    await services.signIn(DEMO_USERS.profileUpdate);
    renderWithI18n(<ProfileUpdate api={services.api} cache={services.cache} />, services.i18n);
    expect(
      await screen.findByText('Confirmați-vă datele personale: evidențele noastre sunt mai vechi de trei ani.'),
    ).toBeTruthy();
    expect(screen.queryByText(/our records/)).toBeNull();
  });

  it('loads neither the request nor the answers for a customer who needs no update, until asked', async () => {
    await services.signIn(DEMO_USERS.personal);
    renderWithI18n(<ProfileUpdate api={services.api} cache={services.cache} />, services.i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update my details' }));
    expect(await screen.findByLabelText('Occupation')).toBeTruthy();
    expect(screen.queryByText('We ask you to review your details')).toBeNull();
  });
});

describe('identity checks', () => {
  async function request(kind: 'link' | 'video-job') {
    const response = await services.harness.fetch('/sandbox/identity-checks', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: DEMO_USERS.inReview, kind }),
    });
    return (await response.json()) as { workflowRunId: string; token: string; jobId: string };
  }

  it('follows a link: the provider fails the check, the customer retries', async () => {
    const run = await request('link');
    const onRetried = vi.fn();
    renderWithI18n(
      <IdentityVerification
        api={services.api}
        workflowRunId={run.workflowRunId}
        token={run.token}
        onRetried={onRetried}
      />,
      services.i18n,
    );
    const user = userEvent.setup();
    const start = await screen.findByRole<HTMLAnchorElement>('link', { name: 'Start the check (opens in a new tab)' });
    expect(start.href).toContain(`/sandbox/identity-provider/${run.workflowRunId}`);

    await services.harness.fetch(
      `/sandbox/identity-provider/${run.workflowRunId}/fail`,
      form({ token: run.token, reason: 'The photo is too dark' }),
    );
    comeBack();
    expect(await screen.findByText('The check did not succeed')).toBeTruthy();
    expect(screen.getByText('Reason: The photo is too dark')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(onRetried).toHaveBeenCalledTimes(1));
    const [next] = onRetried.mock.calls[0] as [{ workflowRunId: string; token: string }];
    expect(next.workflowRunId).not.toBe(run.workflowRunId);
  });

  it('a refused check becomes the videoIdentity required action, with a new check offered on the verification', async () => {
    const run = await request('link');
    await services.harness.fetch(`/sandbox/identity-provider/${run.workflowRunId}/fail`, form({ token: run.token }));
    await services.signIn(DEMO_USERS.inReview);
    const onStatusChange = vi.fn();
    renderWithI18n(
      <KycFeature api={services.api} cache={services.cache} onStatusChange={onStatusChange} />,
      services.i18n,
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Repeat the identity check by video' })).toBeTruthy();
    expect(onStatusChange).toHaveBeenLastCalledWith('hasRequiredActions', ['videoIdentity']);
    const identity = within(screen.getByRole('region', { name: 'Identity document' }));
    await user.click(identity.getByRole('button', { name: 'Start a new video check' }));
    const link = await identity.findByRole<HTMLAnchorElement>('link', {
      name: 'Open the video check (opens in a new tab)',
    });
    expect(link.href).toContain('/sandbox/identity-provider/');
  });

  it('says a wrong link is not valid', async () => {
    renderWithI18n(
      <IdentityVerification api={services.api} workflowRunId="nope" token="nope" onRetried={() => undefined} />,
      services.i18n,
    );
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
  });

  it('completes a video identity job, and the verification shows it', async () => {
    const job = await request('video-job');
    renderWithI18n(<VideoIdentityJob api={services.api} jobId={job.jobId} />, services.i18n);
    expect(await screen.findByText('Hello Iris, we need a short video check to confirm your identity.')).toBeTruthy();
    const start = await screen.findByRole<HTMLAnchorElement>('link', { name: 'Start the check (opens in a new tab)' });
    const provider = new URL(start.href);
    await services.harness.fetch(
      `${provider.pathname}/complete`,
      form({ token: provider.searchParams.get('token') ?? '' }),
    );
    comeBack();
    expect(await screen.findByText('Your identity is verified')).toBeTruthy();
  });
});
