/**
 * The storefront pay button's named methods (`payButtonGet`, public; `merchantIpnAttemptList`, the merchant's
 * notifications) and the sandbox control endpoints that show button payments to tests and testers:
 * `GET /sandbox/ipn-attempts` and `GET /sandbox/subscriptions` (JSON; filters `merchant` (e-mail), `button`,
 * `transaction`). Paying a button is `p2pTransfer` with `buttonId` (routes/invoices.ts).
 */
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { listIpnAttempts, listSubscriptions, publicButton } from '../domain/button-payments';
import { customerByLogin } from '../domain/users';
import type { MethodHandlers } from './contract';
import { jsonResponse } from './contract';
import type { SandboxEnv } from './env';
import { merchantCustomer } from './merchant-buttons';

export type PayButtonMethod = 'payButtonGet' | 'merchantIpnAttemptList';

export function payButtonHandlers(context: SandboxContext): Pick<MethodHandlers, PayButtonMethod> {
  const { db } = context;
  return {
    payButtonGet(input, call) {
      return { button: publicButton(db, input.buttonId, new URL(call.request.url).origin) };
    },

    merchantIpnAttemptList(input, call) {
      const merchant = merchantCustomer(call);
      return listIpnAttempts(
        db,
        { merchantCustomerId: merchant.id, buttonId: input.buttonId },
        { number: input.pageNumber ?? 1, size: input.pageSize ?? 50 },
      );
    },
  };
}

/** Whole positive number from a query parameter; undefined when absent, NaN (no match) when malformed. */
function idParam(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

export function registerPayButtonControlRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const { db } = context;

  function filterOf(
    query: (name: string) => string | undefined,
  ): { merchantCustomerId?: number; buttonId?: number; transferId?: number } | Response {
    const merchantEmail = query('merchant');
    const merchant = merchantEmail ? customerByLogin(db, merchantEmail) : undefined;
    if (merchantEmail && !merchant) return jsonResponse({ message: `No customer signs in as ${merchantEmail}` }, 404);
    const buttonId = idParam(query('button'));
    const transferId = idParam(query('transaction'));
    if (Number.isNaN(buttonId) || Number.isNaN(transferId))
      return jsonResponse({ message: 'button and transaction are whole numbers' }, 400);
    return {
      ...(merchant ? { merchantCustomerId: merchant.id } : {}),
      ...(buttonId === undefined ? {} : { buttonId }),
      ...(transferId === undefined ? {} : { transferId }),
    };
  }

  app.get('/sandbox/ipn-attempts', (c) => {
    const filter = filterOf((name) => c.req.query(name));
    if (filter instanceof Response) return filter;
    return jsonResponse(listIpnAttempts(db, filter, { number: 1, size: 200 }));
  });

  app.get('/sandbox/subscriptions', (c) => {
    const filter = filterOf((name) => c.req.query(name));
    if (filter instanceof Response) return filter;
    return jsonResponse({ subscriptions: listSubscriptions(db, filter) });
  });
}
