/**
 * Merchant tools (issue 21): the `public-api/...` REST operations that manage API keys, allowed IPs and webhooks
 * (bearer token, acting business in X-Customer-Id, full access to the merchant area), the API-key API
 * (`public-api/v1/...`, X-Api-Key), the named methods of subscribers, identity requests, reputation and payment
 * notifications, and `POST /sandbox/webhook-retries` (runs due retries now; `{ "force": true }` runs all waiting).
 */
import { onceByIdempotencyKey } from './idempotent-call';
import type { Hono } from 'hono';
import { API_KEY_HEADER, MERCHANT_TOOLS_PAGES } from '../../src/core/api/contract/merchant-tools';
import type { SandboxContext } from '../context';
import { MerchantError } from '../domain/merchant-buttons';
import * as tools from '../domain/merchant-tools';
import type { CallContext, MethodCallContext, MethodHandlers, RestHandlers } from './contract';
import { EnvelopeError, HttpError, jsonResponse } from './contract';
import type { SandboxEnv } from './env';
import { merchantCustomer } from './merchant-buttons';

export type MerchantToolsRest =
  | 'merchantApiKeyList'
  | 'merchantApiKeyCreate'
  | 'merchantApiKeyUpdate'
  | 'merchantApiKeyDelete'
  | 'merchantAllowedIpList'
  | 'merchantAllowedIpCreate'
  | 'merchantAllowedIpUpdate'
  | 'merchantAllowedIpDelete'
  | 'merchantApiRequestList'
  | 'merchantWebhookList'
  | 'merchantWebhookCreate'
  | 'merchantWebhookUpdate'
  | 'merchantWebhookDelete'
  | 'merchantWebhookPing'
  | 'merchantWebhookRequestList'
  | 'publicApiPaymentList'
  | 'publicApiButtonCreate';

export type MerchantToolsMethod =
  | 'merchantSubscriberList'
  | 'merchantSubscriptionCancel'
  | 'merchantInstallmentList'
  | 'merchantIdentityFeeGet'
  | 'merchantIdentityCreate'
  | 'merchantIdentityList'
  | 'merchantReputationList'
  | 'merchantIpnMessageGet'
  | 'merchantIpnMessageConfirm';

/**
 * Domain refusals reach the dispatcher as they are (it answers their status); a refusal of the merchant lookup, an
 * envelope refusal, answers 403 on these REST pages.
 */
async function asHttp<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof EnvelopeError) throw new HttpError(403, error.message);
    throw error;
  }
}

export function merchantToolsRestHandlers(context: SandboxContext): Pick<RestHandlers, MerchantToolsRest> {
  const { db } = context;
  /** The internal pages need full access (spec 3 section 2.5), reading included: their access rule. */
  const owner = (call: CallContext) => merchantCustomer(call).id;
  const guarded = <T>(call: CallContext, run: (customerId: number) => T | Promise<T>) => asHttp(() => run(owner(call)));
  const allowPrivate = () => context.config.allowPrivateUrls;

  const withKey = <T>(call: CallContext, run: (caller: tools.ApiKeyCaller) => T) =>
    asHttp(() =>
      tools.runWithApiKey(
        db,
        {
          key: call.request.headers.get(API_KEY_HEADER),
          ip: call.clientIp,
          method: call.request.method,
          path: new URL(call.request.url).pathname,
          nowMs: context.now(),
        },
        run,
      ),
    );

  return {
    merchantApiKeyList: (_input, call) => guarded(call, (id) => ({ apiKeys: tools.listApiKeys(db, id) })),
    merchantApiKeyCreate: (input, call) => guarded(call, (id) => tools.createApiKey(db, id, input.name, context.now())),
    merchantApiKeyUpdate: (input, call) =>
      guarded(call, (id) => ({ apiKey: tools.updateApiKey(db, id, Number(input.id), input) })),
    merchantApiKeyDelete: (input, call) =>
      guarded(call, (id) => {
        tools.deleteApiKey(db, id, Number(input.id), context.now());
        return { id: Number(input.id) };
      }),
    merchantAllowedIpList: (_input, call) =>
      guarded(call, (id) => ({ allowedIps: tools.listAllowedIps(db, id), currentIp: call.clientIp })),
    merchantAllowedIpCreate: (input, call) =>
      guarded(call, (id) => ({ allowedIp: tools.createAllowedIp(db, id, input, context.now()) })),
    merchantAllowedIpUpdate: (input, call) =>
      guarded(call, (id) => ({ allowedIp: tools.updateAllowedIp(db, id, Number(input.id), input) })),
    merchantAllowedIpDelete: (input, call) =>
      guarded(call, (id) => {
        tools.deleteAllowedIp(db, id, Number(input.id));
        return { id: Number(input.id) };
      }),
    merchantApiRequestList: (input, call) =>
      guarded(call, (id) => ({
        requests: tools.listApiRequests(db, id, {
          apiKeyId: input.apiKeyId ? Number(input.apiKeyId) : undefined,
          fromDate: input.fromDate,
          toDate: input.toDate,
        }),
      })),
    merchantWebhookList: (_input, call) => guarded(call, (id) => ({ webhooks: tools.listWebhooks(db, id) })),
    merchantWebhookCreate: (input, call) =>
      guarded(call, (id) => tools.createWebhook(db, id, input, context.now(), allowPrivate())),
    merchantWebhookUpdate: (input, call) =>
      guarded(call, (id) => ({ webhook: tools.updateWebhook(db, id, Number(input.id), input, allowPrivate()) })),
    merchantWebhookDelete: (input, call) =>
      guarded(call, (id) => {
        tools.deleteWebhook(db, id, Number(input.id), context.now());
        return { id: Number(input.id) };
      }),
    merchantWebhookPing: (input, call) => guarded(call, (id) => tools.pingUrl(context, id, input.url)),
    merchantWebhookRequestList: (input, call) =>
      guarded(call, (id) =>
        tools.listWebhookRequests(db, id, {
          query: input.query,
          fromDate: input.fromDate,
          toDate: input.toDate,
          cursor: input.cursor,
          limit: input.limit ? Number(input.limit) : undefined,
        }),
      ),
    publicApiPaymentList: (_input, call) =>
      withKey(call, (caller) => ({ payments: tools.apiPayments(db, caller.customer.id) })),
    publicApiButtonCreate: (input, call) =>
      withKey(call, (caller) => {
        try {
          return tools.apiCreateButton(db, caller.customer.id, input, context.now(), allowPrivate());
        } catch (error) {
          if (error instanceof MerchantError) throw new tools.MerchantToolsError(400, error.message);
          throw error;
        }
      }),
  };
}

export function merchantToolsHandlers(context: SandboxContext): Pick<MethodHandlers, MerchantToolsMethod> {
  const { db } = context;
  const merchant = (call: MethodCallContext) => merchantCustomer(call).id;
  const page = (input: { pageNumber?: number | undefined; pageSize?: number | undefined }, size: number) => ({
    number: input.pageNumber ?? 1,
    size: input.pageSize ?? size,
  });

  return {
    merchantSubscriberList: (input, call) =>
      tools.listSubscribers(db, merchant(call), page(input, MERCHANT_TOOLS_PAGES.subscribers)),
    merchantSubscriptionCancel(input, call) {
      const id = merchant(call);
      return { subscriber: tools.cancelSubscription(context, id, input.subscriptionId) };
    },
    merchantInstallmentList: (input, call) => ({
      installments: tools.listInstallments(db, merchant(call), input.subscriptionId),
    }),
    merchantIdentityFeeGet(input, call) {
      const id = merchant(call);
      return { fee: tools.identityFee(db, id, input.accountId) };
    },
    merchantIdentityCreate(input, call) {
      const id = merchant(call);
      return onceByIdempotencyKey(call, `merchantIdentityCreate:${id}`, input, () => ({
        request: tools.createIdentityRequest(db, id, input, context.now()),
      }));
    },
    merchantIdentityList: (input, call) =>
      tools.listIdentityRequests(db, merchant(call), page(input, MERCHANT_TOOLS_PAGES.identities)),
    merchantReputationList: (input, call) =>
      tools.reputation(db, merchant(call), input.email, page(input, MERCHANT_TOOLS_PAGES.reputation)),
    merchantIpnMessageGet(input, call) {
      const id = merchant(call);
      return { message: tools.ipnMessage(db, id, input.id) };
    },
    merchantIpnMessageConfirm(input, call) {
      const id = merchant(call);
      return { message: tools.confirmIpnMessage(db, id, input.id, context.now()) };
    },
  };
}

export function registerMerchantToolsControlRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.post('/sandbox/webhook-retries', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { force?: unknown };
    const ran = await tools.runWebhookRetries(context, body.force === true);
    return jsonResponse({ ran });
  });
}
