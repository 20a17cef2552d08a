/**
 * The global-pay country lookups a sender reads before paying someone abroad (spec 2 section 7, "global pay country
 * methods", "country method details"): the payout catalogue's methods of a country, and one method's fee and the
 * details its beneficiary will be asked for. Transport-free; the texts are the catalogue's, in the request language.
 */
import type { ResponseOf } from '../../src/core/api/contract/define';
import type { PayoutMethod } from '../../src/core/api/contract/global-claim';
import type { globalPayCountryMethodDetailsGet } from '../../src/core/api/contract/mass-payments';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { DomainError, oneFieldAtFault } from './domain-error';
import { extraParamsOf, feeMinor, formatAmount, isMethodId, METHODS, payoutMethodsOf } from './payout-catalogue';
import { localiseMethods, localiseParams } from './payout-catalogue-texts';

export function countryMethods(countryCode: string, language: string): PayoutMethod[] {
  return localiseMethods(payoutMethodsOf(countryCode), language);
}

export type CountryMethodDetails = ResponseOf<typeof globalPayCountryMethodDetailsGet>;

export function countryMethodDetails(
  countryCode: string,
  paymentMethod: string,
  language: string,
): CountryMethodDetails {
  const method = payoutMethodsOf(countryCode).find((entry) => entry.paymentMethod === paymentMethod);
  if (!method || !isMethodId(paymentMethod)) {
    const message = `paymentMethod: ${paymentMethod} is not a payout method in ${countryCode}`;
    throw new DomainError(
      RESPONSE_CODES.verifyError,
      message,
      oneFieldAtFault('paymentMethod', message, 'methodUnknown'),
      {
        field: 'paymentMethod',
        code: 'methodUnknown',
      },
    );
  }
  const currencyCode = method.currencies[0] ?? 'USD';
  const percent = METHODS[paymentMethod].fee.bps / 100;
  return {
    method: localiseMethods([method], language)[0] ?? method,
    fee: {
      fixed: formatAmount(feeMinor(paymentMethod, 0, currencyCode), currencyCode),
      currencyCode,
      percent: percent.toFixed(2),
    },
    fields: localiseParams(extraParamsOf(paymentMethod, countryCode), language),
  };
}
