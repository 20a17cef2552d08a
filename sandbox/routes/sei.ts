/**
 * The external authorize flow (spec 1 section 7, `/auth/sei/authorize`). A widget on a partner site opens the
 * portal's `auth/sei` page in a popup with its origin and a PKCE challenge. The signed-in user's portal starts an
 * authorization here, the user approves or declines it, and an approval yields a one-time code: a login key bound to
 * the widget's challenge, so only the widget (which holds the verifier) can exchange it at `/auth/token`.
 *
 * Only partner origins registered for the brand whose portal asks (`seiPartners`: the environment's registry, with
 * display names and brands) may start it, and the code is bound to the origin and the client 'sei': `/auth/token` takes it only from a request whose `Origin` is it.
 * An `embedded` request (an element in isolation mode, framed by the portal on the partner's page) binds the code to the
 * origin of the request instead, the portal's, where the frame receives and exchanges it.
 */
import type { SandboxContext } from '../context';
import { originMatches } from '../../scripts/partner-sites.mjs';
import { randomToken } from '../domain/crypto-ids';
import { familyBrand } from '../domain/sessions';
import { createLoginKey, LOGIN_KEY_TTL_MS } from '../domain/login-keys';
import type { RestHandlers } from './contract';
import { HttpError, signedIn } from './contract';

type SeiHandlers = Pick<RestHandlers, 'seiAuthorize' | 'seiAuthorizationGet' | 'seiAuthorizeDecide'>;

interface SeiRow {
  id: string;
  user_id: number;
  origin: string;
  /** Isolation mode: where the code goes and may be exchanged (the portal's origin); null: `origin` itself. */
  hand_over_origin: string | null;
  code_challenge: string;
  status: 'pending' | 'approved' | 'declined';
  login_key: string | null;
  created_at: number;
  expires_at: number;
}

function view(row: SeiRow, now: number, partnerName: string | undefined) {
  const expired = row.status === 'pending' && row.expires_at <= now;
  return {
    authorizationId: row.id,
    origin: row.origin,
    ...(partnerName === undefined ? {} : { partnerName }),
    status: expired ? ('expired' as const) : row.status,
    authorizeUrl: `/auth/sei?authorizationId=${row.id}`,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export function seiHandlers(context: SandboxContext): SeiHandlers {
  const { db } = context;
  return {
    seiAuthorize(input, call) {
      const auth = signedIn(call);
      const now = context.now();
      const id = randomToken(16);
      // Only the origin counts: a path or query would let one site pass for another's page.
      const origin = new URL(input.origin).origin;
      // A site registered with one brand is a stranger to the others: it may not ask their portals.
      const partner = context.config.seiPartners.find(
        (candidate) => originMatches(candidate.origin, origin) && candidate.brands.includes(input.brand),
      );
      if (!partner) {
        throw new HttpError(
          403,
          `${origin} is not a partner site registered for ${input.brand}; it cannot sign you in with this account`,
          {
            reason: 'unregisteredOrigin',
          },
        );
      }
      // An element framed by the portal (isolation mode) exchanges the code on the portal's origin, which is where this
      // request comes from (the portal's auth/sei page; the browser sets Origin). The partner must still be registered.
      let handOverOrigin: string | null = null;
      if (input.embedded) {
        handOverOrigin = call.request.headers.get('origin');
        if (!handOverOrigin || handOverOrigin === 'null')
          throw new HttpError(400, 'An embedded sign-in must come from the portal page (no Origin header)');
      }
      db.prepare(
        `INSERT INTO sei_authorizations (id, user_id, origin, hand_over_origin, code_challenge, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(id, auth.user.id, origin, handOverOrigin, input.codeChallenge, now, now + LOGIN_KEY_TTL_MS);
      return view(db.prepare('SELECT * FROM sei_authorizations WHERE id = ?').get(id) as SeiRow, now, partner.name);
    },

    seiAuthorizationGet(input, call) {
      const auth = signedIn(call);
      const row = db.prepare('SELECT * FROM sei_authorizations WHERE id = ?').get(input.authorizationId) as
        SeiRow | undefined;
      if (!row || row.user_id !== auth.user.id) throw new HttpError(404, 'No such authorization');
      const partner = context.config.seiPartners.find((candidate) => originMatches(candidate.origin, row.origin));
      return view(row, context.now(), partner?.name);
    },

    seiAuthorizeDecide(input, call) {
      const auth = signedIn(call);
      const now = context.now();
      const row = db.prepare('SELECT * FROM sei_authorizations WHERE id = ?').get(input.authorizationId) as
        SeiRow | undefined;
      // Another user's authorization does not exist for this one.
      if (!row || row.user_id !== auth.user.id) throw new HttpError(404, 'No such authorization');
      if (row.status !== 'pending') throw new HttpError(409, `The authorization was already ${row.status}`);
      if (row.expires_at <= now)
        throw new HttpError(410, 'The authorization has expired; start the sign-in again from the site');
      if (!input.approve) {
        db.prepare("UPDATE sei_authorizations SET status = 'declined', decided_at = ? WHERE id = ?").run(now, row.id);
        return { status: 'declined' as const };
      }
      // The partner's widget session keeps the idle limit of the brand the user approved it in.
      const key = createLoginKey(db, now, {
        userId: auth.user.id,
        client: 'sei',
        flow: 'simple',
        codeChallenge: row.code_challenge,
        origin: row.hand_over_origin ?? row.origin,
        ...familyBrand(context, auth.familyId),
      });
      db.prepare("UPDATE sei_authorizations SET status = 'approved', login_key = ?, decided_at = ? WHERE id = ?").run(
        key.key,
        now,
        row.id,
      );
      return { status: 'approved' as const, code: key.key };
    },
  };
}
