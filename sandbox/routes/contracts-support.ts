/**
 * The contracts API's counts (spec 3 section 7.3, GET /contract/stats) and the support desk's profile and agents
 * (spec 3 section 7.5, POST /me, GET /agents/{id}). Both act for the customer of the `X-Customer-Id` header.
 */
import type { SandboxContext } from '../context';
import { contractStatsOf } from '../domain/contracts';
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
): Pick<RestHandlers, 'contractStats' | 'supportMe' | 'supportAgentGet'> {
  const { db } = context;
  return {
    contractStats(_input, call) {
      return contractStatsOf(db, actingCustomerOf(call).id);
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
