'use client';

import { useState } from 'react';
import { WalletGlobalClaim } from '@wallet-client/widgets/react/global-claim';

/**
 * The claim as a client component: importing `./react/global-claim` on the server defines nothing (there is no DOM);
 * the server renders the bare `<wallet-global-claim>` tag with its attributes, and the browser defines the element
 * when this module runs there, which upgrades the server's markup.
 */
export function Claim({ paymentSecret }) {
  const [step, setStep] = useState('details');
  return (
    <>
      <WalletGlobalClaim
        paymentSecret={paymentSecret}
        brand="wallet"
        env="sandbox"
        lang="en"
        fieldPolicy={{ email: { prefill: 'recipient@example.com' } }}
        onStepChange={(event) => setStep(event.detail.step)}
      />
      <p>Step: {step}</p>
    </>
  );
}
