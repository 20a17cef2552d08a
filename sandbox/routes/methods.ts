/** Named-method operations (spec 1 section 7, "Main API"): customer, access and balance information. */
import { CUSTOMER_TYPES } from '../../src/core/api/contract/customer';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { customerAccounts, formatMinor } from '../domain/ledger';
import { pendingMinor } from '../domain/wallet-transfers';
import type { CustomerRow } from '../domain/users';
import { customerAccessesOf, findUserByEmail } from '../domain/users';
import type { MethodCallContext, MethodHandlers } from './contract';
import { limitRegistrationQuestions } from './registration-questions';
import { actingCustomerOf, actingParties, EnvelopeError, signedIn } from './contract';
import { globalClaimHandlers } from './global-claim';
import { registrationHandlers } from './registration';
import { newsNotificationHandlers } from './news-notifications';
import { loginHistoryHandlers } from './login-history';
import { merchantHandlers } from './merchant-buttons';
import { invoiceHandlers } from './invoices';
import { kycHandlers } from './kyc';
import { payButtonHandlers } from './pay-button';
import { merchantToolsHandlers } from './merchant-tools';
import { historyHandlers } from './history';
import { cardHandlers } from './cards';
import { cardAccountFields } from '../domain/cards';
import { limitHandlers } from './limits';
import { externalTransferHandlers } from './external-transfers';
import { approvalHandlers } from './approvals';
import { profileContactsHandlers } from './profile-contacts';
import {
  accountSettingsHandlers,
  agreementPdfUrl,
  agreementTitleFor,
  PENDING_TERMS_IDS,
  pendingTermsAccepted,
} from './account-settings';
import { moneyMovementHandlers } from './money-movement';
import { massPaymentHandlers } from './mass-payments';
import { p2pGlobalPayHandlers } from './p2p-global-pay';
import { companyHandlers } from './company';
import { businessRegistrationHandlers } from './business-registration';

function customerName(customer: CustomerRow): string {
  return customer.business_name ?? `${customer.first_name} ${customer.last_name}`;
}

/** Required actions of a seeded customer that the start page reads (see sandbox/db/seed.ts). */
const START_PAGE_ACTIONS = { fatca: 'fatcaCertification', acceptTerms: 'acceptTerms' } as const;

function requiredActionsOf(customer: CustomerRow): string[] {
  return JSON.parse(customer.required_actions) as string[];
}

/** The old web version of a user still on it: the sandbox's overview page stands in for it. */
function oldWebUrlOf(user: { use_old_web: number }, call: MethodCallContext): string | null {
  return user.use_old_web === 1 ? `${new URL(call.request.url).origin}/sandbox?oldWeb=1` : null;
}

export function methodHandlers(context: SandboxContext): MethodHandlers {
  const { db } = context;

  return {
    ...globalClaimHandlers(context),
    ...registrationHandlers(context),
    ...newsNotificationHandlers(context),
    ...loginHistoryHandlers(context),
    ...accountSettingsHandlers(context),
    ...profileContactsHandlers(context),
    ...merchantHandlers(context),
    ...invoiceHandlers(context),
    ...kycHandlers(context),
    ...payButtonHandlers(context),
    ...merchantToolsHandlers(context),
    ...historyHandlers(context),
    ...cardHandlers(context),
    ...limitHandlers(context),
    ...externalTransferHandlers(context),
    ...approvalHandlers(context),
    ...moneyMovementHandlers(context),
    ...massPaymentHandlers(context),
    ...p2pGlobalPayHandlers(context),
    ...companyHandlers(context),
    ...businessRegistrationHandlers(context),
    customerInfoGet(_input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      const requiredActions = requiredActionsOf(customer);
      if (requiredActions.includes(START_PAGE_ACTIONS.acceptTerms) && !pendingTermsAccepted(context, customer.id)) {
        const terms = PENDING_TERMS_IDS.map((id) => ({
          id,
          title: agreementTitleFor(id, call),
          url: agreementPdfUrl(call, id),
        }));
        throw new EnvelopeError(RESPONSE_CODES.termsError, 'Accept the updated terms to continue', { terms });
      }
      return {
        customer: {
          userId: user.id,
          customerId: customer.id,
          customerType: customer.customer_type,
          login: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          businessName: customer.business_name,
          birthDay: customer.customer_type === CUSTOMER_TYPES.personal ? customer.birth_day : null,
          customerCreationDate: customer.created_at,
          residenceCountryCode: customer.residence_country_code,
          taxId: customer.tax_id,
          transactionApproveMode: user.transaction_approve_mode,
          approvalCodeMode: null,
          login2faMode: user.login_2fa_mode,
          isAdmin: user.is_admin === 1,
          isHaveRelatedAccounts: customerAccessesOf(db, user.id).length > 0,
          useOldWeb: user.use_old_web === 1,
          oldWebUrl: oldWebUrlOf(user, call),
          customCustomerId: customer.custom_customer_id,
          permissions: JSON.parse(customer.permissions) as Record<string, number>,
          verified: customer.verified === 1,
          limited: customer.limited === 1,
          limitedReason: customer.limited_reason,
          dueDiligenceLevel: customer.due_diligence_level,
          isNeedPersonalInfoUpdate: customer.is_need_personal_info_update === 1,
          isNeedKyc: customer.is_need_kyc === 1,
          // FATCA/CRS applies to personal customers only (spec 1 section 6).
          isNeedFatca:
            customer.customer_type === CUSTOMER_TYPES.personal && requiredActions.includes(START_PAGE_ACTIONS.fatca),
          strictMode: user.migration_req === 'strict',
          isConverted: false,
          representativeId: user.representative_id,
          representativePositionId: user.representative_position_id,
        },
      };
    },

    userAccessInfoGet(_input, call) {
      const { customer, access } = actingParties(call);
      return {
        accessRights: { ...access.rights },
        accessList: { balanceInfo: access.balanceInfo },
        businessRepresentativePositionIds: [...access.positions],
        permissions: JSON.parse(customer.permissions) as Record<string, number>,
        isNeedKyc: customer.is_need_kyc === 1,
      };
    },

    userAccessList(_input, call) {
      const { user } = signedIn(call);
      return {
        customerAccesses: customerAccessesOf(db, user.id).map((access) => ({
          // The id is the customer's: the client sends it back as fromCustomerId.
          id: access.customer.id,
          employeeFirstName: user.first_name,
          employeeLastName: user.last_name,
          customerUsername: access.customer.login,
          customerName: customerName(access.customer),
        })),
      };
    },

    ipInfo(_input, call) {
      return { ip: call.clientIp, countryCode: context.config.ipCountryCode };
    },

    checkEmail(input, call) {
      limitRegistrationQuestions(context, call);
      const user = findUserByEmail(db, input.email);
      // An employee acts only through customer accesses and represents no customer of their own.
      const isEmployee = user
        ? customerAccessesOf(db, user.id).length > 0 && user.representative_position_id === null
        : false;
      return { exists: user !== undefined, isEmployee, ...(user ? { isActivated: user.status === 'active' } : {}) };
    },

    balanceInquiry(_input, call) {
      const customer = actingCustomerOf(call);
      return {
        accounts: customerAccounts(db, customer.id).map((account) => ({
          accountId: account.id,
          accountNumber: account.account_number,
          type: account.type,
          subType: account.sub_type as 'PREPAID' | 'DEBIT' | null,
          currencyCode: account.currency,
          accountStatusId: account.status_id,
          // Decimal strings, as the bank sends them; the client's normaliser turns them into numbers.
          balance: formatMinor(account.balance_minor, account.currency),
          accountBalanceMin: formatMinor(account.balance_min_minor, account.currency),
          pendingAmount: formatMinor(pendingMinor(db, account.id), account.currency),
          customerId: customer.id,
          settlementAccountId: account.settlement_account_id ?? null,
          // Card accounts add the card fields of spec 2 section 3 (expiry, virtual, alias, reissue, settlement account).
          ...cardAccountFields(db, account.id),
        })),
      };
    },
  };
}
