/**
 * Named methods of profile contacts (e-mails, addresses, states, username change) and the control endpoint that
 * lists the phone pushes the notification settings let through.
 */
import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { pushNoticesOf } from '../domain/notification-delivery';
import {
  addEmail,
  cancelUsernameChange,
  confirmAddress,
  confirmUsernameChange,
  correctAddress,
  deleteAddress,
  deleteEmail,
  listAddresses,
  listEmails,
  requestUsernameChange,
  resendEmailConfirmation,
  setPrimaryEmail,
  usernameChangeOf,
} from '../domain/profile-contacts';
import { findUserByEmail } from '../domain/users';
import type { MethodCallContext, MethodHandlers } from './contract';
import { actingParties as acting, jsonResponse, signedIn } from './contract';
import type { SandboxEnv } from './env';

type ContactsMethod =
  | 'emailList'
  | 'emailAdd'
  | 'emailDelete'
  | 'emailSetPrimary'
  | 'emailConfirmationSend'
  | 'addressList'
  | 'addressUpdate'
  | 'addressDelete'
  | 'addressConfirm'
  | 'usernameChangeGet'
  | 'usernameChangeRequestCreate'
  | 'usernameChangeConfirm'
  | 'usernameChangeRequestDelete';

/** Where confirmation links point: the portal that asked. */
function originOf(call: MethodCallContext): string {
  return call.request.headers.get('origin') ?? process.env.PORTAL_ORIGIN ?? 'http://127.0.0.1:5173';
}

export function profileContactsHandlers(context: SandboxContext): Pick<MethodHandlers, ContactsMethod> {
  const { db } = context;
  return {
    emailList(_input, call) {
      return listEmails(db, acting(call).customer, context.now());
    },
    emailAdd(input, call) {
      const { user, customer } = acting(call);
      return { email: addEmail(context, user, customer, input.email, originOf(call)) };
    },
    emailDelete(input, call) {
      const { customer } = acting(call);
      deleteEmail(context, customer, input.id);
      return {};
    },
    emailSetPrimary(input, call) {
      const { customer } = acting(call);
      return { emails: setPrimaryEmail(context, customer, input.id) };
    },
    emailConfirmationSend(input, call) {
      const { user, customer } = acting(call);
      return { email: resendEmailConfirmation(context, user, customer, input.id, originOf(call)) };
    },
    addressList(_input, call) {
      return listAddresses(db, acting(call).customer, context.now());
    },
    addressUpdate(input, call) {
      const { customer } = acting(call);
      const { addressId, ...correction } = input;
      return { address: correctAddress(context, customer, addressId, correction) };
    },
    addressDelete(input, call) {
      const { customer } = acting(call);
      deleteAddress(context, customer, input.addressId);
      return {};
    },
    addressConfirm(input, call) {
      const { user, customer } = acting(call);
      return { address: confirmAddress(context, user, customer, input.addressId) };
    },
    usernameChangeGet(_input, call) {
      return usernameChangeOf(db, signedIn(call).user);
    },
    usernameChangeRequestCreate(input, call) {
      const { user } = signedIn(call);
      return { request: requestUsernameChange(context, user, input.desiredUsername) };
    },
    usernameChangeConfirm(input, call) {
      const { user } = signedIn(call);
      return confirmUsernameChange(context, user, input.requestId, input.code);
    },
    usernameChangeRequestDelete(input, call) {
      const { user } = signedIn(call);
      cancelUsernameChange(context, user, input.requestId);
      return {};
    },
  };
}

/** GET /sandbox/push-notices?to=email: the phone pushes a user's linked devices received, newest first. */
export function registerPushNoticeRoute(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.get('/sandbox/push-notices', (c) => {
    const user = findUserByEmail(context.db, c.req.query('to') ?? '');
    if (!user) return jsonResponse({ message: 'Name a user: ?to=e-mail' }, 404);
    return jsonResponse({ notices: pushNoticesOf(context.db, user.id) });
  });
}
