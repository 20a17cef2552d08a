/**
 * The auth service (spec 1 section 7): sign-in flows with PKCE, token exchange, refresh rotation, logout, devices
 * and the two-step verification switch.
 */
import { isOpenCodeRequest, type CodeRequestColumns } from '../domain/approval-codes';
import type { Migration } from '../../src/core/api/contract/auth';
import { TWO_STEP_MODES } from '../../src/core/api/contract/customer';
import type { TwoStepMode } from '../../src/core/api/contract/customer';
import type { SandboxContext } from '../context';
import { pkceChallengeS256, randomDigits, randomSmsIdentifier, randomToken } from '../domain/crypto-ids';
import {
  allDevicesOf,
  confirmDeviceApproval,
  deviceApproveMethods,
  deviceBySecret,
  deviceOfUser,
  devicesOf,
  deviceView,
  startDeviceApproval,
} from '../domain/devices';
import type { DeviceRow } from '../domain/devices';
import {
  createLoginKey,
  findLoginKey,
  isOpen,
  LOGIN_KEY_TTL_MS,
  MAX_FAILED_ATTEMPTS,
  recordFailedAttempt,
  setStatus,
} from '../domain/login-keys';
import { recordLoginAttempt } from '../domain/login-history';
import { notifyUser } from '../domain/news-notifications';
import { sendMessage } from '../domain/outbox';
import { UNMATCHABLE_HASH, verifyPassword } from '../domain/passwords';
import { familyBrand, familyOfRefreshToken, revokeFamily, rotateRefreshToken, startSession } from '../domain/sessions';
import {
  ACCOUNT_POLICY,
  BOT_CHECK_AFTER,
  clearFailures,
  failureCount,
  IP_POLICY,
  lockedFor,
  OTP_POLICY,
  recordFailure,
  releaseReservedFailure,
  throttleKeys,
} from '../domain/sign-in-throttle';
import { spendToken } from '../domain/bot-check';
import { brandAllowsTwoStepOff, brandIdleSeconds, isSandboxBrand } from '../domain/brand-limits';
import type { UserRow } from '../domain/users';
import { findUserByEmail, findUserById, fullPhone, maskedPhone } from '../domain/users';
import type { CallContext, RestHandlers } from './contract';
import { HttpError, signedIn } from './contract';
import { IP_NOT_ALLOWED_MESSAGE, ipAllowedForUser } from '../domain/account-settings';

type AuthHandlers = Pick<
  RestHandlers,
  | 'login'
  | 'token'
  | 'refresh'
  | 'logout'
  | 'loginConfirm'
  | 'pushResend'
  | 'scpRequest'
  | 'storesUrlsSend'
  | 'devicesList'
  | 'deviceCreate'
  | 'deviceApproveMethodsGet'
  | 'deviceGet'
  | 'deviceApprovalStart'
  | 'deviceApprovalConfirm'
  | 'deviceDelete'
  | 'linkedDevicesGet'
  | 'linkedDeviceDelete'
  | 'twoStepStart'
  | 'twoStepConfirm'
>;

const TWO_STEP_TTL_MS = 5 * 60 * 1000;
const DEEPLINK_BASE = 'walletapp://';

function migrationOf(context: SandboxContext, user: UserRow): Migration {
  if (user.migration_req === 'none') return { req: 'none' };
  const devices = devicesOf(context.db, user.id).map((device) => deviceView(device));
  // A user with a linked device migrates their second factor to it; one without enables a secure device first
  // (the /scp pages); docs/decisions.md, "Migration strategy".
  return {
    req: user.migration_req,
    daysLeft: user.migration_days_left ?? 0,
    strat: devices.length > 0 ? 'migrate' : 'enable',
    devices,
  };
}

/** Accepts "123456" and the SMS's "42-123456" form. */
function normaliseOtp(otp: string | undefined): string {
  return (otp ?? '').trim().replace(/^\d{2}-/, '');
}

function twoStepMode(mode: string | undefined): TwoStepMode {
  const candidate = mode ?? 'sms';
  if (!(TWO_STEP_MODES as readonly string[]).includes(candidate))
    throw new HttpError(400, `Unknown two-step mode '${candidate}'`);
  return candidate as TwoStepMode;
}

/** The origin of an http(s) URL, or null. */
function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The page a client 'sei' code is for: the `Origin` a browser sets (a script cannot change it), else the `origin` the
 * caller names (a mobile shell's native sign-in); null when neither says. A named origin that is not the browser's
 * is refused rather than believed.
 */
function seiCodeOrigin(named: string | undefined, call: CallContext): string | null {
  const fromBrowser = httpOrigin(call.request.headers.get('origin'));
  const fromCaller = named === undefined ? null : httpOrigin(named);
  if (named !== undefined && fromCaller === null) throw new HttpError(400, 'origin must be an http(s) origin');
  if (fromBrowser && fromCaller && fromBrowser !== fromCaller)
    throw new HttpError(400, 'origin does not match the page the request comes from');
  return fromBrowser ?? fromCaller;
}

/** 429 with Retry-After: the key is locked for `lockMs` more. */
function tooManyAttempts(lockMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(lockMs / 1000));
  return new HttpError(
    429,
    `Too many attempts. Try again in ${seconds} seconds.`,
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

export function authHandlers(context: SandboxContext): AuthHandlers {
  const { db } = context;

  /** Deletes one of the caller's devices (`only` narrows which), or answers 404 with `notFound`. */
  function removeDevice(call: CallContext, deviceId: string | number, only: string, notFound: string): void {
    const { changes } = db
      .prepare(`DELETE FROM devices WHERE id = ? AND user_id = ? ${only}`)
      .run(Number(deviceId), signedIn(call).user.id);
    if (changes === 0) throw new HttpError(404, notFound);
  }

  /** Refuses the attempt while the user's one-time codes are locked (wrong codes across logins). */
  function refuseWhileCodesLocked(userId: number): void {
    const locked = lockedFor(context, throttleKeys.otp(userId));
    if (locked > 0) throw tooManyAttempts(locked);
  }

  /** Counts a wrong one-time code; 429 when that starts a lock. */
  function wrongCode(userId: number): void {
    const lock = recordFailure(context, throttleKeys.otp(userId), OTP_POLICY);
    if (lock > 0) throw tooManyAttempts(lock);
  }

  /**
   * After a few failures the attempt must carry a solved bot check (spent here, whatever the password turns out to
   * be); 400 `botCheckRequired` without one, `botCheckFailed` with a token that is forged, expired or spent.
   */
  function requireBotCheckWhenSuspicious(accountKey: string, ipKey: string, botCheckToken: string | undefined): void {
    const suspicious =
      failureCount(context, accountKey, ACCOUNT_POLICY) >= BOT_CHECK_AFTER.account ||
      failureCount(context, ipKey, IP_POLICY) >= BOT_CHECK_AFTER.ip;
    if (!suspicious) return;
    if (!botCheckToken) {
      throw new HttpError(400, 'Answer the bot check to sign in: there were several failed attempts.', {
        code: 'botCheckRequired',
      });
    }
    if (!spendToken(context, botCheckToken).ok) {
      throw new HttpError(400, 'The bot check failed or has expired. Please do it again.', { code: 'botCheckFailed' });
    }
  }

  async function authenticateLogin(
    username: string,
    password: string | null,
    secret: string | undefined,
    botCheckToken: string | undefined,
    call: CallContext,
  ): Promise<UserRow> {
    const user = findUserByEmail(db, username);
    if (password === null) {
      // Password-less sign-in from a linked device: its secret stands in for the password.
      const device = secret ? deviceBySecret(db, secret) : undefined;
      if (user && device && device.user_id === user.id) return user;
      throw new HttpError(401, 'Invalid username or password', { code: 'invalidCredentials' });
    }
    // Locked keys are refused before the password is looked at, known and unknown accounts alike.
    const accountKey = throttleKeys.account(username);
    const ipKey = throttleKeys.ip(call.clientIp);
    const locked = Math.max(lockedFor(context, accountKey), lockedFor(context, ipKey));
    if (locked > 0) throw tooManyAttempts(locked);
    requireBotCheckWhenSuspicious(accountKey, ipKey, botCheckToken);
    // The attempt counts as a failure before the slow hash, in the same synchronous step as the checks above: the
    // other requests of a parallel burst see it at once (sign-in-throttle.ts). A right password gives it back.
    const lock = Math.max(recordFailure(context, accountKey, ACCOUNT_POLICY), recordFailure(context, ipKey, IP_POLICY));
    // Hash even for unknown users so the response time does not reveal which e-mail addresses exist.
    const matches = await verifyPassword(password, user?.password_hash ?? UNMATCHABLE_HASH);
    if (!user || !matches) {
      if (user) recordLoginAttempt(context, call, { userId: user.id, result: 'failed', failureReason: 'password' });
      if (lock > 0) throw tooManyAttempts(lock);
      throw new HttpError(401, 'Invalid username or password', { code: 'invalidCredentials' });
    }
    clearFailures(context, accountKey);
    releaseReservedFailure(context, ipKey, IP_POLICY);
    if (!ipAllowedForUser(db, user.id, call.clientIp)) {
      throw new HttpError(403, IP_NOT_ALLOWED_MESSAGE, { code: 'ipNotAllowed' });
    }
    if (user.status === 'pending') {
      throw new HttpError(
        403,
        'This account is not activated yet. Open the activation link we e-mailed you, or ask for a new one.',
        { code: 'notActivated' },
      );
    }
    return user;
  }

  return {
    async login(input, call) {
      const user = await authenticateLogin(input.username, input.password, input.secret, input.botCheckToken, call);
      const now = context.now();
      const common = { userId: user.id, migration: migrationOf(context, user) };
      // The brand's idle limit goes with the session, and with the code that will start it.
      const idleSeconds = brandIdleSeconds(input.brand);
      const brand = input.brand ?? null;
      if (user.migration_req === 'strict') return { authFlow: user.auth_flow, ...common };
      // A new login would bring a fresh code: not while wrong codes keep the user's codes locked.
      if (user.auth_flow === 'otp' || user.auth_flow === 'sms' || user.auth_flow === 'verifyDevice')
        refuseWhileCodesLocked(user.id);
      if (input.secret && input.pushToken) {
        // The app signs in with its device secret and its current push token; keep the token for push approvals.
        db.prepare('UPDATE devices SET push_token = ? WHERE user_id = ? AND secret = ?').run(
          input.pushToken,
          user.id,
          input.secret,
        );
      }

      // A partner's code is bound to the page it is for, so it cannot be handed to the bank's elements elsewhere.
      const boundOrigin = input.client === 'sei' ? seiCodeOrigin(input.origin, call) : null;
      const keyFor = (extra: { otp?: string; smsIdentifier?: string; confirmationCode?: string } = {}) =>
        createLoginKey(db, now, {
          userId: user.id,
          client: input.client,
          flow: user.auth_flow,
          codeChallenge: input.codeChallenge,
          idleSeconds,
          brand,
          ...(boundOrigin === null ? {} : { origin: boundOrigin }),
          ...extra,
        });
      const devices = () => devicesOf(db, user.id).map((device) => deviceView(device));

      switch (user.auth_flow) {
        case 'simple':
          // The external authorize page (client 'sei') hands a code to a widget instead of keeping the tokens.
          if (input.client === 'sei') return { authFlow: 'simple', code: keyFor().key, ...common };
          recordLoginAttempt(context, call, {
            userId: user.id,
            result: 'success',
            authFlow: 'simple',
            client: input.client,
          });
          return { authFlow: 'simple', ...startSession(context, user, { idleSeconds, brand }), ...common };
        case 'direct':
          return { authFlow: 'direct', code: keyFor().key, ...common };
        case 'otp': {
          const otp = randomDigits(6);
          const key = keyFor({ otp });
          sendMessage(db, now, {
            to: user.email,
            userEmail: user.email,
            channel: 'otp',
            subject: 'Authenticator app code',
            body: `Your authenticator app shows ${otp}. (The sandbox outbox stands in for the authenticator app.)`,
            code: otp,
          });
          return { authFlow: 'otp', code: key.key, ...common };
        }
        case 'sms': {
          const otp = randomDigits(6);
          const smsIdentifier = randomSmsIdentifier();
          const key = keyFor({ otp, smsIdentifier });
          sendMessage(db, now, {
            to: fullPhone(user) ?? user.email,
            userEmail: user.email,
            channel: 'sms',
            subject: 'Sign-in code',
            body: `Code ${smsIdentifier}-${otp}`,
            code: otp,
          });
          return { authFlow: 'sms', code: key.key, phoneNumber: maskedPhone(user) ?? '', smsIdentifier, ...common };
        }
        case 'push': {
          const key = keyFor();
          return {
            authFlow: 'push',
            code: key.key,
            link: `${DEEPLINK_BASE}auth/approve?loginKey=${key.key}`,
            devices: devices(),
            ...common,
          };
        }
        case 'verifyDevice': {
          const confirmationCode = randomDigits(6);
          const key = keyFor({ confirmationCode });
          sendMessage(db, now, {
            to: user.email,
            userEmail: user.email,
            channel: 'email',
            subject: 'Confirm your new device',
            body: `Someone is signing in to your account from a new device. If it is you, enter ${confirmationCode}. The code expires in ${LOGIN_KEY_TTL_MS / 60_000} minutes.`,
            code: confirmationCode,
          });
          return { authFlow: 'verifyDevice', code: key.key, devices: devices(), ...common };
        }
      }
    },

    token(input, call) {
      const now = context.now();
      if ('secret' in input) {
        const device = deviceBySecret(db, input.secret);
        const user = device ? findUserById(db, device.user_id) : undefined;
        if (!device || !user) throw new HttpError(401, 'Invalid secret');
        db.prepare('UPDATE devices SET last_activity_at = ? WHERE id = ?').run(new Date(now).toISOString(), device.id);
        recordLoginAttempt(context, call, { userId: user.id, result: 'success', authFlow: 'device', client: 'app' });
        return startSession(context, user);
      }
      const row = findLoginKey(db, input.code);
      if (!row || !isOpen(row, now)) throw new HttpError(400, 'Invalid or expired code', { code: 'invalidCode' });
      // A partner's code is exchanged by the page it was handed to, nowhere else (the browser sets Origin), or by the
      // bank's frame on that page. The frame takes no other code: one for no page or another page is not for it.
      const embeddedIn = 'embeddedIn' in input && input.embeddedIn !== undefined ? input.embeddedIn : null;
      const requestOrigin = call.request.headers.get('origin');
      const forThisPage =
        row.origin === null
          ? embeddedIn === null
          : requestOrigin === row.origin || (embeddedIn !== null && httpOrigin(embeddedIn) === row.origin);
      if (!forThisPage) {
        recordFailedAttempt(db, row.key);
        throw new HttpError(400, 'This code was issued to another site', { code: 'codeForAnotherSite' });
      }
      if (pkceChallengeS256(input.codeVerifier) !== row.code_challenge) {
        recordFailedAttempt(db, row.key);
        throw new HttpError(400, 'Code verifier does not match the code challenge');
      }
      switch (row.flow) {
        case 'otp':
        case 'sms':
          refuseWhileCodesLocked(row.user_id);
          if (normaliseOtp(input.otp) !== row.otp) {
            recordFailedAttempt(db, row.key);
            recordLoginAttempt(context, call, {
              userId: row.user_id,
              result: 'failed',
              failureReason: 'code',
              authFlow: row.flow,
              client: row.client,
            });
            wrongCode(row.user_id);
            throw new HttpError(400, 'Invalid one-time password', {
              code: 'invalidOtp',
              attemptsLeft: Math.max(0, MAX_FAILED_ATTEMPTS - row.failed_attempts - 1),
            });
          }
          clearFailures(context, throttleKeys.otp(row.user_id));
          break;
        case 'push':
          if (row.status === 'declined') {
            setStatus(db, row.key, 'blocked', now);
            recordLoginAttempt(context, call, {
              userId: row.user_id,
              result: 'failed',
              failureReason: 'declined',
              authFlow: row.flow,
              client: row.client,
            });
            throw new HttpError(400, 'Login declined on the device', { code: 'loginDeclined' });
          }
          if (row.status !== 'approved') throw new HttpError(400, 'Login not approved yet');
          break;
        case 'verifyDevice':
          if (row.status !== 'confirmed') throw new HttpError(400, 'Device not confirmed');
          break;
        case 'simple':
        case 'direct':
          break;
      }
      const user = findUserById(db, row.user_id);
      if (!user) throw new HttpError(400, 'Invalid or expired code', { code: 'invalidCode' });
      setStatus(db, row.key, 'used', now);
      recordLoginAttempt(context, call, { userId: user.id, result: 'success', authFlow: row.flow, client: row.client });
      return startSession(context, user, {
        idleSeconds: row.idle_seconds,
        brand: isSandboxBrand(row.brand) ? row.brand : null,
      });
    },

    refresh(input) {
      const result = rotateRefreshToken(context, input.refreshToken);
      if (!result.ok) throw new HttpError(401, result.message);
      return result.tokens;
    },

    logout(input, call) {
      const auth = signedIn(call);
      revokeFamily(context, auth.familyId, 'logout');
      // The refresh token normally belongs to the same session; if not, it is revoked too, but only the user's own.
      const family = input.refreshToken ? familyOfRefreshToken(context, input.refreshToken, auth.user.id) : null;
      if (family) revokeFamily(context, family, 'logout');
      return {};
    },

    loginConfirm(input) {
      const now = context.now();
      const row = findLoginKey(db, input.key);
      if (!row || row.flow !== 'verifyDevice' || !isOpen(row, now))
        throw new HttpError(404, 'No pending device verification for this key');
      if (row.status === 'confirmed') return true;
      refuseWhileCodesLocked(row.user_id);
      if (input.confirmationCode.trim() !== row.confirmation_code) {
        recordFailedAttempt(db, row.key);
        wrongCode(row.user_id);
        throw new HttpError(400, 'Invalid confirmation code', { code: 'invalidConfirmationCode' });
      }
      clearFailures(context, throttleKeys.otp(row.user_id));
      setStatus(db, row.key, 'confirmed');
      return true;
    },

    pushResend(input) {
      const now = context.now();
      const row = findLoginKey(db, input.code);
      if (
        !row ||
        row.flow !== 'push' ||
        !(row.status === 'pending' || row.status === 'declined') ||
        !isOpen(row, now)
      ) {
        throw new HttpError(400, 'No push login is waiting for this code');
      }
      // A new request to the device: a declined login waits again, with a fresh five minutes.
      db.prepare(
        "UPDATE login_keys SET status = 'pending', resend_count = resend_count + 1, expires_at = ? WHERE key = ?",
      ).run(now + LOGIN_KEY_TTL_MS, row.key);
      return {};
    },

    scpRequest(_input, call) {
      const auth = signedIn(call);
      const token = randomToken(24);
      const now = context.now();
      db.prepare('INSERT INTO device_link_requests (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        token,
        auth.user.id,
        now,
        now + LOGIN_KEY_TTL_MS,
      );
      return { deeplink: `${DEEPLINK_BASE}scp/link?token=${token}` };
    },

    storesUrlsSend(input) {
      sendMessage(db, context.now(), {
        to: input.phoneNumber,
        channel: 'sms',
        subject: 'Get the app',
        body: 'Get the app: https://apps.apple.com/app/id0000000000 or https://play.google.com/store/apps/details?id=test.demo.wallet',
        link: 'https://play.google.com/store/apps/details?id=test.demo.wallet',
      });
      return {};
    },

    devicesList(_input, call) {
      return { devices: allDevicesOf(db, signedIn(call).user.id).map((device) => deviceView(device)) };
    },

    deviceCreate(input, call) {
      const auth = signedIn(call);
      const now = context.now();
      if (allDevicesOf(db, auth.user.id).some((device) => device.code.toUpperCase() === input.code.toUpperCase()))
        throw new HttpError(409, 'A device with this code is already added', { code: 'deviceCodeTaken' });
      // A device added by hand is not trusted until the customer approves it with a code (deviceApprovalConfirm).
      const { lastInsertRowid } = db
        .prepare(
          "INSERT INTO devices (user_id, code, type, name, last_activity_at, secret, created_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending')",
        )
        .run(auth.user.id, input.code, input.type, input.name, null, randomToken(24), now);
      const row = db.prepare('SELECT * FROM devices WHERE id = ?').get(lastInsertRowid) as DeviceRow;
      return deviceView(row, true);
    },

    deviceApproveMethodsGet(_input, call) {
      return { methods: deviceApproveMethods(signedIn(call).user) };
    },

    deviceGet(input, call) {
      const device = deviceOfUser(db, signedIn(call).user.id, Number(input.deviceId));
      if (!device) throw new HttpError(404, 'Device not found');
      return deviceView(device);
    },

    deviceApprovalStart(input, call) {
      return startDeviceApproval(db, context.now(), signedIn(call).user, Number(input.deviceId), input.methodId);
    },

    deviceApprovalConfirm(input, call) {
      const auth = signedIn(call);
      const device = confirmDeviceApproval(
        db,
        context.now(),
        auth.user,
        Number(input.deviceId),
        input.methodId,
        input.code,
      );
      return deviceView(device);
    },

    deviceDelete(input, call) {
      removeDevice(call, input.deviceId, '', 'Device not found');
      return {};
    },

    linkedDevicesGet(_input, call) {
      return { devices: devicesOf(db, signedIn(call).user.id).map((device) => deviceView(device)) };
    },

    linkedDeviceDelete(input, call) {
      removeDevice(call, input.deviceId, "AND status = 'approved'", 'No linked device with this id');
      return {};
    },

    twoStepStart(input, call) {
      const { user, familyId } = signedIn(call);
      const mode = twoStepMode(input.mode ?? input.typeMode);
      // Turning the second step off is the brand's choice (a bank's brands keep it once it is on).
      if (mode === 'none' && !brandAllowsTwoStepOff(familyBrand(context, familyId).brand))
        throw new HttpError(403, 'Two-step verification cannot be turned off for this brand', {
          code: 'twoStepOffNotAllowed',
        });
      const now = context.now();
      const reqId = randomToken(12);
      const code = randomDigits(6);
      db.prepare(
        'INSERT INTO two_step_requests (id, user_id, family_id, mode, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(reqId, user.id, familyId, mode, code, now, now + TWO_STEP_TTL_MS);
      const phone = fullPhone(user);
      // The code goes by the new mode's channel; turning it off is confirmed by the one in use (an SMS code by SMS).
      const bySms = (mode === 'none' ? user.transaction_approve_mode : mode) === 'sms' && phone;
      sendMessage(db, now, {
        to: bySms ? phone : user.email,
        userEmail: user.email,
        channel: bySms ? 'sms' : 'email',
        subject: 'Confirm two-step verification change',
        body: bySms ? `Code ${code}` : `Enter ${code} to switch two-step verification to ${mode}.`,
        code,
      });
      return { reqId };
    },

    twoStepConfirm(input, call) {
      const auth = signedIn(call);
      const now = context.now();
      const request = db
        .prepare('SELECT * FROM two_step_requests WHERE id = ? AND user_id = ?')
        .get(input.reqId, auth.user.id) as (CodeRequestColumns & { id: string; mode: TwoStepMode }) | undefined;
      if (!isOpenCodeRequest(request, now, MAX_FAILED_ATTEMPTS)) {
        throw new HttpError(404, 'No pending two-step verification change for this request');
      }
      if (normaliseOtp(input.code) !== request.code) {
        db.prepare('UPDATE two_step_requests SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(request.id);
        throw new HttpError(400, 'Invalid confirmation code', { code: 'invalidConfirmationCode' });
      }
      db.prepare('UPDATE two_step_requests SET used_at = ? WHERE id = ?').run(now, request.id);
      // One two-step mode for the account: transactions are approved by it, and sign-in asks for its second factor
      // (an SMS code needs a phone on file; push needs a linked device, else sign-in keeps its current step).
      const current = findUserById(db, auth.user.id) ?? auth.user;
      const signInFlow =
        request.mode === 'none'
          ? 'simple'
          : request.mode === 'sms' && fullPhone(current)
            ? 'sms'
            : request.mode === 'push' && devicesOf(db, current.id).length > 0
              ? 'push'
              : current.auth_flow;
      db.prepare('UPDATE users SET transaction_approve_mode = ?, auth_flow = ?, login_2fa_mode = ? WHERE id = ?').run(
        request.mode,
        signInFlow,
        signInFlow === 'simple' ? 'no' : signInFlow,
        auth.user.id,
      );
      // The security setting changed: the old session ends and the new tokens start a fresh one.
      revokeFamily(context, auth.familyId, 'twoStepChanged');
      const tokens = startSession(
        context,
        findUserById(db, auth.user.id) ?? auth.user,
        familyBrand(context, auth.familyId),
      );
      notifyUser(
        context,
        auth.user.id,
        {
          type: 'TwoStepVerificationModeSet',
          severity: 'success',
          title: 'Two-step verification updated',
          message: `Transactions are now approved by ${request.mode}.`,
          data: { mode: request.mode },
        },
        now,
      );
      return tokens;
    },
  };
}
