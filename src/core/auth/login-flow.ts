/**
 * The sign-in state machine (spec 1 section 4, "Login flows"), framework-free: the login feature renders
 * `step` and calls the methods.
 *
 * Login sends a PKCE challenge; its verifier is kept in session storage until the token step proves it.
 * - simple: tokens come with the login reply and are stored at once;
 * - direct: the token step follows immediately (code + verifier);
 * - otp, sms: the user enters the one-time password; the token step sends it with code + verifier;
 * - push: a realtime connection keyed by the login code waits for the device's approval, then the token step;
 * - verifyDevice: the user enters the code e-mailed to them; `PUT /auth/login/:key/confirm`, then the token step.
 * A migration notice comes first when the reply carries one: soft can be continued, strict cannot.
 */
import { computed, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { createApiClient } from '../api/client';
import type { AuthDevice, AuthFlow, LoginResponse } from '../api/contract/auth';
import { login, loginConfirm, pushResend, token } from '../api/contract/auth';
import type { BrandId } from '../brand/brand-ids';
import { RESPONSE_CODES } from '../api/contract/envelope';
import { ApiError, ERROR_TEXT, loginFailure, ownError, tokenStepFailure } from '../api/errors';
import type { EnvironmentConfig } from '../brand/environments';
import type { RealtimeClient } from '../realtime/realtime-client';
import { createRealtimeClient } from '../realtime/realtime-client';
import { SESSION_KEYS } from '../session/session-keys';
import { createMemoryStorage } from '../session/token-store';
import { codeChallengeS256, createCodeVerifier } from './pkce';
import type { SessionManager } from './session-manager';

export type LoginStep =
  | { kind: 'credentials' }
  /**
   * Migration to push two-factor (spec 1 section 4). `strat`: 'migrate' moves the second factor to a linked device;
   * 'enable' means a secure device must be enabled first (the scp pages).
   */
  | { kind: 'migration'; req: 'soft'; daysLeft: number; strat: MigrationStrategy; next: LoginStep }
  | { kind: 'migration'; req: 'strict'; strat: MigrationStrategy }
  | { kind: 'otp' }
  | { kind: 'sms'; phoneNumber: string; smsIdentifier: string }
  | { kind: 'push'; link: string | null; devices: AuthDevice[] }
  | { kind: 'pushDeclined' }
  | { kind: 'verifyDevice'; devices: AuthDevice[] }
  | { kind: 'done' };

export type MigrationStrategy = 'migrate' | 'enable';

export interface LoginFlow {
  readonly step: ReadonlySignal<LoginStep>;
  /** The last failure, including those that happen while waiting (push approval followed by a failed token step). */
  readonly error: ReadonlySignal<ApiError | null>;
  /**
   * Sends the credentials; throws ApiError with the server's message or 'unknown error'. After a few failed
   * attempts the server asks for a solved bot check (`botCheckRequired`): its token goes with the next attempt.
   */
  start(username: string, password: string, client?: 'spa' | 'sei', botCheckToken?: string): Promise<void>;
  /** Continues after a soft migration notice. */
  continueMigration(): Promise<void>;
  /** The code of the otp, sms or verifyDevice step. */
  submitCode(code: string): Promise<void>;
  /** Sends the push approval request again (and waits again after a decline). */
  resendPush(): Promise<void>;
  /** Completes a login from a code and its PKCE verifier (query hand-over, sign-in popup, mobile shell). */
  exchangeCode(code: string, codeVerifier: string): Promise<void>;
  /** Abandons the login in progress and returns to the credentials step. */
  cancel(): void;
}

export interface LoginFlowOptions {
  environment: EnvironmentConfig;
  session: SessionManager;
  fetch?: typeof fetch | undefined;
  /** Opens the realtime connection of a push login; defaults to the environment's websocket. */
  realtime?: ((loginKey: string) => RealtimeClient) | undefined;
  /** Keeps the verifier and auth flags: the portal passes sessionStorage; default is memory (widgets). */
  storage?: Storage | undefined;
  language?: (() => string) | undefined;
  /** The brand signing in: the server gives the session the brand's idle limit. */
  brand?: BrandId | undefined;
}

/** The approved device remembered after a device-verification login. */
export interface ApprovedDevice {
  username: string;
  deviceIds: Array<string | number>;
  approvedAt: string;
}

interface PendingLogin {
  username: string;
  response: LoginResponse;
  code: string;
}

function missingReplyField(): ApiError {
  return tokenStepFailure(
    ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.invalidResponse, { operation: 'POST /auth/login' }),
  );
}

export function createLoginFlow(options: LoginFlowOptions): LoginFlow {
  const { session } = options;
  const storage = options.storage ?? createMemoryStorage();
  const api: ApiClient = createApiClient({
    environment: options.environment,
    language: options.language ?? (() => 'en'),
    fetch: options.fetch,
  });
  const openRealtime =
    options.realtime ??
    ((loginKey: string) => createRealtimeClient({ url: options.environment.websocketUrl, loginKey }));

  const step = signal<LoginStep>({ kind: 'credentials' });
  const error = signal<ApiError | null>(null);
  let pending: PendingLogin | null = null;
  let pendingMigration: PendingLogin | null = null;
  let realtime: RealtimeClient | null = null;

  function closeRealtime(): void {
    realtime?.close();
    realtime = null;
  }

  function fail(failure: ApiError): never {
    error.value = failure;
    throw failure;
  }

  function verifier(): string {
    const stored = storage.getItem(SESSION_KEYS.codeVerifier);
    if (!stored) fail(missingReplyField());
    return stored;
  }

  async function exchange(
    payload: { code: string; codeVerifier: string; otp?: string },
    flow: AuthFlow,
  ): Promise<void> {
    let pair;
    try {
      pair = await api.call(token, payload);
    } catch (caught) {
      fail(tokenStepFailure(caught));
    }
    session.setTokens(pair);
    storage.setItem(SESSION_KEYS.authFlow, flow);
    storage.removeItem(SESSION_KEYS.codeVerifier);
    closeRealtime();
    pending = null;
    error.value = null;
    step.value = { kind: 'done' };
  }

  /** The step a reply leads to, without side effects (shown as `next` of a soft migration notice). */
  function stepFor(response: LoginResponse): LoginStep {
    switch (response.authFlow) {
      case 'simple':
      case 'direct':
        return { kind: 'done' };
      case 'otp':
        return { kind: 'otp' };
      case 'sms':
        return { kind: 'sms', phoneNumber: response.phoneNumber ?? '', smsIdentifier: response.smsIdentifier ?? '' };
      case 'push':
        return { kind: 'push', link: response.link ?? null, devices: response.devices ?? [] };
      case 'verifyDevice':
        return { kind: 'verifyDevice', devices: response.devices ?? [] };
    }
  }

  function waitForPush(login: PendingLogin): void {
    closeRealtime();
    const client = openRealtime(login.code);
    realtime = client;
    client.on('loginApproved', (message) => {
      if (pending !== login || message.loginKey !== login.code) return;
      exchange({ code: login.code, codeVerifier: verifier() }, 'push').catch(() => {
        // The failure is in `error`; the push step stays so the user can resend or cancel.
      });
    });
    client.on('loginDeclined', (message) => {
      if (pending !== login || message.loginKey !== login.code) return;
      closeRealtime();
      step.value = { kind: 'pushDeclined' };
    });
  }

  async function proceed(login: PendingLogin): Promise<void> {
    const { response } = login;
    if (response.authFlow === 'simple' && !(response.accessToken && response.refreshToken) && login.code !== '') {
      // Client 'sei' gets a code rather than tokens even in the simple flow: exchange it like direct.
      pending = login;
      await exchange({ code: login.code, codeVerifier: verifier() }, 'simple');
      return;
    }
    if (response.authFlow === 'simple') {
      if (!response.accessToken || !response.refreshToken) fail(missingReplyField());
      session.setTokens({ accessToken: response.accessToken, refreshToken: response.refreshToken });
      storage.setItem(SESSION_KEYS.authFlow, 'simple');
      storage.removeItem(SESSION_KEYS.codeVerifier);
      pending = null;
      step.value = { kind: 'done' };
      return;
    }
    pending = login;
    if (response.authFlow === 'direct') {
      await exchange({ code: login.code, codeVerifier: verifier() }, 'direct');
      return;
    }
    step.value = stepFor(response);
    if (response.authFlow === 'push') waitForPush(login);
  }

  function reset(): void {
    closeRealtime();
    pending = null;
    pendingMigration = null;
    error.value = null;
    storage.removeItem(SESSION_KEYS.codeVerifier);
  }

  return {
    step: computed(() => step.value),
    error: computed(() => error.value),

    async start(username, password, client = 'spa', botCheckToken) {
      reset();
      step.value = { kind: 'credentials' };
      const codeVerifier = createCodeVerifier();
      storage.setItem(SESSION_KEYS.codeVerifier, codeVerifier);
      let response: LoginResponse;
      try {
        const challenge = await codeChallengeS256(codeVerifier);
        response = await api.call(login, {
          client,
          username,
          password,
          codeChallenge: challenge,
          ...(options.brand ? { brand: options.brand } : {}),
          ...(botCheckToken ? { botCheckToken } : {}),
        });
      } catch (caught) {
        storage.removeItem(SESSION_KEYS.codeVerifier);
        fail(loginFailure(caught));
      }
      const migration = response.migration;
      if (migration?.req === 'strict') {
        storage.removeItem(SESSION_KEYS.codeVerifier);
        // The login's result, which the scp page needs to open (a strict migration may lead there).
        storage.setItem(SESSION_KEYS.authFlow, response.authFlow);
        step.value = { kind: 'migration', req: 'strict', strat: migration.strat ?? 'migrate' };
        return;
      }
      const code = response.code ?? '';
      if (response.authFlow !== 'simple' && code === '') fail(missingReplyField());
      const started: PendingLogin = { username, response, code };
      if (migration?.req === 'soft') {
        pendingMigration = started;
        step.value = {
          kind: 'migration',
          req: 'soft',
          daysLeft: migration.daysLeft ?? 0,
          strat: migration.strat ?? 'migrate',
          next: stepFor(response),
        };
        return;
      }
      await proceed(started);
    },

    async continueMigration() {
      const started = pendingMigration;
      const current = step.value;
      if (!started || current.kind !== 'migration' || current.req !== 'soft') {
        throw new Error('continueMigration: no soft migration notice is shown');
      }
      pendingMigration = null;
      await proceed(started);
    },

    async submitCode(code) {
      const login = pending;
      const current = step.value;
      if (!login) throw new Error('submitCode: no login in progress');
      if (current.kind === 'otp' || current.kind === 'sms') {
        await exchange({ code: login.code, codeVerifier: verifier(), otp: code }, login.response.authFlow);
        return;
      }
      if (current.kind !== 'verifyDevice') throw new Error(`submitCode: the '${current.kind}' step takes no code`);
      let confirmed: boolean;
      try {
        confirmed = await api.call(loginConfirm, { key: login.code, confirmationCode: code });
      } catch (caught) {
        fail(caught instanceof ApiError ? caught : loginFailure(caught));
      }
      if (!confirmed)
        fail(
          ownError(RESPONSE_CODES.verifyError, ERROR_TEXT.unknownError, { operation: 'PUT /auth/login/:key/confirm' }),
        );
      const approved: ApprovedDevice = {
        username: login.username,
        deviceIds: current.devices.map((device) => device.id),
        approvedAt: new Date().toISOString(),
      };
      storage.setItem(SESSION_KEYS.approvedDevice, JSON.stringify(approved));
      await exchange({ code: login.code, codeVerifier: verifier() }, 'verifyDevice');
    },

    async resendPush() {
      const login = pending;
      if (!login || login.response.authFlow !== 'push') throw new Error('resendPush: no push login in progress');
      try {
        await api.call(pushResend, { code: login.code });
      } catch (caught) {
        fail(caught instanceof ApiError ? caught : loginFailure(caught));
      }
      if (step.value.kind === 'pushDeclined') {
        step.value = stepFor(login.response);
        waitForPush(login);
      }
    },

    async exchangeCode(code, codeVerifier) {
      reset();
      await exchange({ code, codeVerifier }, 'direct');
    },

    cancel() {
      reset();
      step.value = { kind: 'credentials' };
    },
  };
}
