/**
 * The stand-in providers of revenue-split contracts: the e-signature page (one side signs by typing its signer's
 * name and agreeing) and the signer identification page of the payer (complete or fail the check).
 */
import type { SmartContract } from '../../src/core/api/contract/smart-contracts';
import type { ContractEnvelopeRow } from '../domain/smart-contracts';
import { html, layout, signatureStatusPage, type SafeHtml } from './html';

const ENVELOPE_TEXT: Record<ContractEnvelopeRow['status'], string> = {
  sent: 'This signing link has expired. Open the contract in the app for a new one.',
  completed: 'Signed. Thank you: you can close this page and return to the app.',
  declined: 'You declined to sign. You can close this page; the contract waits in the app.',
  voided: 'This signing link was replaced by a newer one. Use the newest link from the app.',
};

function terms(contract: SmartContract): SafeHtml {
  const list = (items: readonly (string | number)[]) =>
    html`<ul>${items.map((item) => html`<li>${String(item)}</li>`)}</ul>`;
  return html`<table>
<caption>Revenue-split contract ${contract.id}</caption>
<tbody>
<tr><th scope="row">Company</th><td>${contract.company?.title ?? ''}</td></tr>
<tr><th scope="row">Payer</th><td>${contract.sender.name} (signer: ${contract.senderSignerName ?? ''})</td></tr>
<tr><th scope="row">Beneficiary</th><td>${contract.beneficiary.name} (signer: ${contract.beneficiarySignerName ?? ''})</td></tr>
<tr><th scope="row">Share of the payer's incoming payments</th><td>${String(contract.percentage)}%</td></tr>
<tr><th scope="row">In force from</th><td>${contract.activeFrom}</td></tr>
</tbody>
</table>
<h2>The payer's obligations</h2>
${list(contract.senderObligations)}
<h2>The beneficiary's obligations</h2>
${list(contract.beneficiaryObligations)}`;
}

export function contractSigningPage(state: {
  envelope: ContractEnvelopeRow | null;
  contract: SmartContract | null;
  signerName: string;
  typedName: string;
  agreed: boolean;
  error: string | null;
}): string {
  const { envelope, contract } = state;
  if (!envelope) return signatureStatusPage('There is nothing to sign at this address.');
  if (!contract) return signatureStatusPage(ENVELOPE_TEXT[envelope.status]);
  const action = (decision: string) => `/sandbox/contract-sign/${encodeURIComponent(envelope.id)}/${decision}`;
  const error = state.error ? html`<p class="status" role="alert" id="sign-error">${state.error}</p>` : '';
  return layout(
    'review',
    'Electronic signature',
    html`<p>This page stands in for the e-signature provider. Read the contract, then sign it by typing the signer's name.</p>
${terms(contract)}
${error}
<form method="post" action="${action('sign')}">
<p><input id="agreed" name="agreed" type="checkbox" value="on"${state.agreed ? html` checked` : ''}> <label for="agreed">I agree to this contract</label></p>
<p><label for="signer-name">Type the signer's name to sign (${state.signerName})</label><br>
<input id="signer-name" name="signerName" size="32" autocomplete="name" required value="${state.typedName}"${state.error ? html` aria-describedby="sign-error"` : ''}></p>
<p><button type="submit">Sign the contract</button></p>
</form>
<form method="post" action="${action('decline')}"><button type="submit">Decline to sign</button></form>`,
  );
}

const IDENTIFICATION_TEXT: Record<string, string> = {
  SUCCESS: 'The signer is identified. You can close this page and return to the app.',
  FAILED: 'The identification failed. Start it again from the contract in the app.',
};

export function contractIdentificationPage(token: string, contract: SmartContract | null): string {
  if (!contract)
    return layout(
      'review',
      'Signer identification',
      html`<p class="status" role="status">There is no identification at this address.</p>`,
    );
  const status = contract.identificationStatus ?? 'SUCCESS';
  const done = IDENTIFICATION_TEXT[status];
  const action = (decision: string) => `/sandbox/contract-identification/${encodeURIComponent(token)}/${decision}`;
  return layout(
    'review',
    'Signer identification',
    done
      ? html`<p class="status" role="status">${done}</p>`
      : html`<p>This page stands in for the identity provider. It identifies ${contract.senderSignerName ?? ''}, who signs for ${contract.sender.name}.</p>
<form method="post" action="${action('complete')}"><button type="submit">Complete the identification</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Fail the identification</button></form>`,
  );
}
