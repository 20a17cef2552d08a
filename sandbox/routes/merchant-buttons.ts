/**
 * Named methods of merchant buttons, PBN settings and logos (spec 3 sections 3.9 and 7.4), `POST /service/check-urls`,
 * and the public logo images (`GET /files/logos/:name`).
 *
 * Every method needs a merchant customer (ENOA otherwise); reading needs any access to the merchant area, changing
 * needs full access (2) (ENOA "read-only"). Refused fields answer VF with a `code` per field; unknown ids TA1.
 */
import { onceByIdempotencyKey } from './idempotent-call';
import type { Hono } from 'hono';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { LOGO_LIST_PAGE_SIZE } from '../../src/core/api/contract/merchant-buttons';
import type { SandboxContext } from '../context';
import {
  createButton,
  createLogo,
  deleteButton,
  deleteLogo,
  getButton,
  getLogo,
  listButtons,
  listLogos,
  LOGO_FILES_PATH,
  logoFile,
  newPbnSecret,
  pbnSettings,
  updateButton,
  updateLogo,
  updatePbnSettings,
} from '../domain/merchant-buttons';
import { checkUrlList } from '../domain/url-check';
import { type CustomerRow } from '../domain/users';
import type { CallContext, MethodCallContext, MethodHandlers, RestHandlers } from './contract';
import { EnvelopeError, signedIn } from './contract';
import type { SandboxEnv } from './env';

export type MerchantMethod =
  | 'merchantButtonList'
  | 'merchantButtonGet'
  | 'merchantButtonCreate'
  | 'merchantButtonUpdate'
  | 'merchantButtonDelete'
  | 'paymentButtonSettingsGet'
  | 'paymentButtonSettingsUpdate'
  | 'paymentButtonSettingsNewSecret'
  | 'merchantLogoList'
  | 'merchantLogoCreate'
  | 'merchantLogoGet'
  | 'merchantLogoUpdate'
  | 'merchantLogoDelete';

function originOf(call: MethodCallContext): string {
  return new URL(call.request.url).origin;
}

/**
 * The acting customer, which must be a merchant. The user's right to read or change its merchant settings is the
 * operation's access rule, checked before the handler runs (routes/operation-access.ts).
 */
export function merchantCustomer(call: CallContext): CustomerRow {
  const customer = call.actingCustomer;
  if (!customer) throw new EnvelopeError(RESPONSE_CODES.authError, 'Sign in first');
  if (customer.is_merchant !== 1)
    throw new EnvelopeError(RESPONSE_CODES.noAccess, 'Merchant services are not enabled for this account');
  return customer;
}

export function merchantHandlers(context: SandboxContext): Pick<MethodHandlers, MerchantMethod> {
  const { db } = context;
  const urls = () => ({ allowPrivate: context.config.allowPrivateUrls });

  const merchant = (call: MethodCallContext) => merchantCustomer(call);

  return {
    merchantButtonList(_input, call) {
      return { buttons: listButtons(db, merchant(call).id) };
    },
    merchantButtonGet(input, call) {
      const customer = merchant(call);
      return { button: getButton(db, customer.id, input.buttonId) };
    },
    merchantButtonCreate(input, call) {
      const customer = merchant(call);
      return onceByIdempotencyKey(call, `merchantButtonCreate:${customer.id}`, input, () => ({
        button: createButton(db, customer.id, input.button, context.now(), urls()),
      }));
    },
    merchantButtonUpdate(input, call) {
      const customer = merchant(call);
      return {
        button: updateButton(db, customer.id, input.buttonId, input.button, context.now(), urls()),
      };
    },
    merchantButtonDelete(input, call) {
      const customer = merchant(call);
      deleteButton(db, customer.id, input.buttonId, context.now());
      return { buttonId: input.buttonId };
    },
    paymentButtonSettingsGet(_input, call) {
      return { settings: pbnSettings(db, merchant(call).id) };
    },
    paymentButtonSettingsUpdate(input, call) {
      const customer = merchant(call);
      return { settings: updatePbnSettings(db, customer.id, input, context.now(), urls()) };
    },
    paymentButtonSettingsNewSecret(_input, call) {
      return newPbnSecret(db, merchant(call).id, context.now());
    },
    merchantLogoList(input, call) {
      const customer = merchant(call);
      return listLogos(db, customer.id, originOf(call), input.pageNumber ?? 1, input.pageSize ?? LOGO_LIST_PAGE_SIZE);
    },
    async merchantLogoCreate(input, call) {
      const customer = merchant(call);
      const file = call.files.get('file');
      const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
      return {
        logo: createLogo(
          db,
          context.files,
          customer.id,
          { ...input, file: bytes ? { bytes } : null },
          context.now(),
          originOf(call),
        ),
      };
    },
    merchantLogoGet(input, call) {
      const customer = merchant(call);
      return { logo: getLogo(db, customer.id, input.logoId, originOf(call)) };
    },
    merchantLogoUpdate(input, call) {
      const customer = merchant(call);
      return { logo: updateLogo(db, customer.id, input.logoId, input, originOf(call)) };
    },
    merchantLogoDelete(input, call) {
      const customer = merchant(call);
      deleteLogo(db, context.files, customer.id, input.logoId);
      return { logoId: input.logoId };
    },
  };
}

/** `POST /service/check-urls`: one result per URL (see domain/url-check.ts for the rules). */
export function urlCheckHandlers(context: SandboxContext): Pick<RestHandlers, 'checkUrls'> {
  return {
    checkUrls(input, call) {
      signedIn(call);
      return { results: checkUrlList(input.urls, { allowPrivate: context.config.allowPrivateUrls }) };
    },
  };
}

/**
 * Logo images, public (a storefront's pay button shows them to anyone): the stored bytes with their sniffed type,
 * `nosniff`, a sandboxing CSP, and a long cache life (a new upload gets a new name).
 */
export function registerMerchantFileRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.get(`${LOGO_FILES_PATH}/:name{[A-Za-z0-9._-]+}`, (c) => {
    const file = logoFile(context.db, context.files, c.req.param('name'));
    if (!file) return c.json({ message: 'No such logo' }, 404);
    return new Response(Buffer.from(file.bytes), {
      headers: {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      },
    });
  });
}
