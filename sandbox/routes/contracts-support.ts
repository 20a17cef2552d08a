/**
 * The contracts API's counts (spec 3 section 7.3, GET /contract/stats) and the support desk's token, profile and
 * agents (spec 3 section 7.5, POST /auth/token, POST /me, GET /agents/{id}). They act for the customer of the
 * `X-Customer-Id` header; the desk's own token is given for that customer and the desk then acts for it.
 */
import type { SandboxContext } from '../context';
import { contractStatsOf } from '../domain/contracts';
import { issueSupportToken } from '../domain/support-desk-tokens';
import type { CallContext, RestHandlers } from './contract';
import { HttpError, signedIn } from './contract';

interface AgentRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
}

export function actingCustomerOf(call: CallContext) {
  if (!call.actingCustomer) throw new HttpError(401, 'Sign in first');
  return call.actingCustomer;
}

/**
 * Who the signed-in user is to the support desk: the company for business users, who write from the company's
 * support address (its login), and the person for personal users, who write from their own (spec 3 section 6).
 */
export function supportContactOf(call: CallContext) {
  const { user } = signedIn(call);
  const customer = actingCustomerOf(call);
  const business = customer.customer_type !== 0;
  return {
    customer,
    business,
    name: business
      ? (customer.business_name ?? `${customer.first_name} ${customer.last_name}`)
      : `${user.first_name} ${user.last_name}`,
    email: business ? customer.login : user.email,
  };
}

export function contractsSupportHandlers(
  context: SandboxContext,
): Pick<RestHandlers, 'contractStats' | 'supportTokenIssue' | 'supportMe' | 'supportAgentGet'> {
  const { db } = context;
  return {
    contractStats(_input, call) {
      return contractStatsOf(db, actingCustomerOf(call).id);
    },
    supportTokenIssue(_input, call) {
      return issueSupportToken(context, signedIn(call), actingCustomerOf(call).id);
    },
    supportMe(_input, call) {
      const { customer, business, name, email } = supportContactOf(call);
      const manager = db.prepare('SELECT agent_id FROM account_managers WHERE customer_id = ?').get(customer.id) as
        { agent_id: number } | undefined;
      return {
        contactId: `C-${customer.id}`,
        name,
        email,
        customerType: business ? 'business' : 'personal',
        accountManagerId: manager?.agent_id ?? null,
      };
    },
    supportAgentGet(input) {
      const agent = db
        .prepare('SELECT id, name, email, phone FROM support_agents WHERE id = ?')
        .get(Number(input.agentId)) as AgentRow | undefined;
      if (!agent) throw new HttpError(404, 'No such agent');
      return { ...agent };
    },
  };
}

/** The acting customer's account manager at the bank, when it has one (the agent a customer may write to directly). */
export function accountManagerOf(call: CallContext): AgentRow | null {
  const customer = actingCustomerOf(call);
  return (
    (call.context.db
      .prepare(
        'SELECT a.id, a.name, a.email, a.phone FROM account_managers m JOIN support_agents a ON a.id = m.agent_id WHERE m.customer_id = ?',
      )
      .get(customer.id) as AgentRow | undefined) ?? null
  );
}
