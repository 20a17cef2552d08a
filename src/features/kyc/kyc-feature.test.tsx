// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithI18n, type TestServices } from '../../testing/test-services';
import { DEMO_USERS } from '../../testing/sandbox-harness';
import { invalidateVerification } from './kyc-data';
import { KycFeature } from './kyc-feature';

// Uploads and calls settle in promises outside act(); the assertions wait for what the user would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70];

function jpeg(name: string): File {
  return new File([new Uint8Array(JPEG)], name, { type: 'image/jpeg' });
}

function pdf(name: string): File {
  return new File([new TextEncoder().encode('%PDF-1.4\n%test\n')], name, { type: 'application/pdf' });
}

let services: TestServices;

beforeEach(() => {
  services = createTestServices();
});

afterEach(() => {
  services.close();
});

async function review(email: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
  const queue = (await (await services.harness.fetch('/sandbox/review?format=json')).json()) as {
    documents: { documentId: number; email: string }[];
  };
  for (const item of queue.documents.filter((entry) => entry.email === email)) {
    await services.harness.fetch(`/sandbox/review/documents/${String(item.documentId)}/${decision}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reason ? { reason } : {}),
    });
  }
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('KycFeature', () => {
  it('takes unverified@demo.test from required actions through uploads and the phone code to verified', async () => {
    await services.signIn(DEMO_USERS.unverified);
    const onStatusChange = vi.fn();
    const onDocumentUploaded = vi.fn();
    renderWithI18n(
      <KycFeature
        api={services.api}
        cache={services.cache}
        onStatusChange={onStatusChange}
        onDocumentUploaded={onDocumentUploaded}
      />,
      services.i18n,
    );
    const user = userEvent.setup();

    expect(await screen.findByText('Action needed to verify your account')).toBeTruthy();
    expect(screen.getByText('4 things are still missing. Complete them below.')).toBeTruthy();
    const actions = within(screen.getByRole('navigation', { name: 'What is missing' }));
    expect(actions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Add your address, or confirm the one on file with a proof',
      'Upload a proof of address',
      'Upload an identity document',
      'Confirm your phone number',
    ]);
    expect(onStatusChange).toHaveBeenLastCalledWith('hasRequiredActions', [
      'address',
      'proofOfResidence',
      'identity',
      'phone',
    ]);

    // Identity: a national identity card needs both sides.
    const identity = within(section('Identity document'));
    await user.selectOptions(await identity.findByLabelText('Type of document'), 'National identity card');
    await user.upload(identity.getByLabelText('Front of the document', { selector: 'input' }), jpeg('front.jpg'));
    await user.click(identity.getByRole('button', { name: 'Upload document' }));
    expect(await identity.findByText('This document has two sides: add the back as well.')).toBeTruthy();
    await user.upload(identity.getByLabelText('Back of the document', { selector: 'input' }), jpeg('back.jpg'));
    await user.click(identity.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Thank you. Your National identity card was sent for review.')).toBeTruthy();
    expect(onDocumentUploaded).toHaveBeenCalledWith(
      expect.objectContaining({ category: 1, documentTypeId: 4, statusId: 0 }),
    );
    expect(await within(section('Identity document')).findByText('Being reviewed')).toBeTruthy();

    // Proof of address for the address on file.
    const address = within(section('Address'));
    await user.selectOptions(await address.findByLabelText('Type of proof'), 'Utility bill');
    await user.upload(address.getByLabelText('Proof of address', { selector: 'input' }), pdf('bill.pdf'));
    await user.click(address.getByRole('button', { name: 'Upload proof of address' }));
    expect(await within(section('Address')).findByText('Proof being reviewed')).toBeTruthy();

    // Phone: the SMS code from the outbox.
    const phone = within(section('Phone number'));
    await user.click(phone.getByRole('button', { name: 'Send a confirmation code' }));
    expect(await phone.findByText('We sent a 6-digit code by SMS to +40 712000113.', { selector: 'p' })).toBeTruthy();
    const code = await services.harness.latestCode(DEMO_USERS.unverified);
    await user.type(await phone.findByRole('textbox', { name: 'Verification code' }), code);
    await user.click(phone.getByRole('button', { name: 'Confirm phone' }));
    expect(await screen.findByText('Your documents are being reviewed')).toBeTruthy();
    expect(onStatusChange).toHaveBeenLastCalledWith('verificationProcessing', []);

    // The review approves both documents; the notice reloads the data (the portal and widget do this on the realtime notice).
    await review(DEMO_USERS.unverified, 'approve');
    invalidateVerification(services.cache);
    expect(await screen.findByText('Your account is verified')).toBeTruthy();
    expect(onStatusChange).toHaveBeenLastCalledWith('checked', []);
  });

  it('shows a rejected document with its reason and takes a replacement', async () => {
    await services.signIn(DEMO_USERS.rejected);
    renderWithI18n(<KycFeature api={services.api} cache={services.cache} section="identity" />, services.i18n);
    const identity = within(await screen.findByRole('region', { name: 'Identity document' }));
    expect(identity.getByText('Reason: The photo is blurred: the document number cannot be read.')).toBeTruthy();
    expect(identity.getAllByText('Rejected', { selector: '.wallet-kyc__badge--problem' })).toHaveLength(2);
    const user = userEvent.setup();
    await user.selectOptions(identity.getByLabelText('Type of document'), 'Passport');
    await user.upload(identity.getByLabelText('Photo page', { selector: 'input' }), jpeg('passport.jpg'));
    await user.click(identity.getByRole('button', { name: 'Upload document' }));
    await waitFor(() => expect(within(section('Identity document')).getAllByText('Submitted')).toHaveLength(1));
    expect(within(section('Identity document')).getByText('Being reviewed')).toBeTruthy();
  });

  it('refuses an oversized or wrong-type file before anything is sent', async () => {
    await services.signIn(DEMO_USERS.unverified);
    renderWithI18n(<KycFeature api={services.api} cache={services.cache} section="identity" />, services.i18n);
    const identity = within(await screen.findByRole('region', { name: 'Identity document' }));
    await services.harness.clearStats();
    const input = await identity.findByLabelText('Photo page', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array(12_500_000)], 'huge.jpg', { type: 'image/jpeg' })] },
    });
    expect(identity.getByRole('alert').textContent).toContain('The file is 12.5 MB, more than the 10 MB allowed.');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(identity.getByRole('alert').textContent).toContain('Choose a JPG, PNG, or PDF file.');
    expect((await services.harness.stats()).customerDocumentUpload).toBeUndefined();
  });

  it('keeps the files after a network failure and the retry stores the document once', async () => {
    await services.signIn(DEMO_USERS.unverified);
    renderWithI18n(<KycFeature api={services.api} cache={services.cache} section="identity" />, services.i18n);
    const identity = within(await screen.findByRole('region', { name: 'Identity document' }));
    const user = userEvent.setup();
    await user.selectOptions(await identity.findByLabelText('Type of document'), 'Passport');
    await user.upload(identity.getByLabelText('Photo page', { selector: 'input' }), jpeg('passport.jpg'));
    await services.harness.addFault({ match: { method: 'customerDocumentUpload' }, drop: true, times: 1 });
    await user.click(identity.getByRole('button', { name: 'Upload document' }));
    expect(
      await identity.findByText('The upload did not go through. Your files are still here: try again.'),
    ).toBeTruthy();
    expect(identity.getByText('passport.jpg', { selector: '.wallet-file-drop__name' })).toBeTruthy();
    await user.click(identity.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section('Identity document')).getByText('Being reviewed')).toBeTruthy());
    expect(within(section('Identity document')).getAllByText('Submitted')).toHaveLength(1);
  });

  it('lists limit reasons with their uploads (limited account)', async () => {
    await services.signIn(DEMO_USERS.limited);
    renderWithI18n(<KycFeature api={services.api} cache={services.cache} section="limits" />, services.i18n);
    expect(await screen.findByText('Your account is limited')).toBeTruthy();
    const limits = within(section('Why your account is limited'));
    expect(limits.getByText('Proof of address expired: upload a recent utility bill or bank statement.')).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(limits.getByLabelText('Utility bill', { selector: 'input' }), pdf('bill.pdf'));
    await user.click(limits.getByRole('button', { name: 'Upload Utility bill' }));
    expect(await screen.findByText('We are checking your documents')).toBeTruthy();
  });

  it('refuses a tax number the country does not use, offline, with the country’s name for it', async () => {
    await services.signIn(DEMO_USERS.unverified);
    renderWithI18n(<KycFeature api={services.api} cache={services.cache} section="tax" />, services.i18n);
    const tax = within(await screen.findByRole('region', { name: 'Tax number' }));
    const field = tax.getByRole('textbox', { name: 'Cod Numeric Personal (CNP)' });
    const user = userEvent.setup();
    await user.type(field, '1234');
    await user.click(tax.getByRole('button', { name: 'Save tax number' }));
    expect(await tax.findByText('This does not look like a valid CNP. Check the number and try again.')).toBeTruthy();
  });
});
