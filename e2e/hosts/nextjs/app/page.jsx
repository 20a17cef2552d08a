import { Claim } from './claim';

/** A server component: the page is rendered on the server (here at build time), the claim's element with it. */
export default function Page() {
  return (
    <main>
      <h1>Claim your transfer</h1>
      <Claim paymentSecret="demo-claim-eur" />
    </main>
  );
}
