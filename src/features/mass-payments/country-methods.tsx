/**
 * What a beneficiary in a country can be paid by, shown beside the country of a global-pay payment (spec 2 section
 * 7, "global pay country methods" and "country method details"): the methods with their currencies and delivery
 * times, and for one of them its fee and the details the beneficiary will give when claiming.
 */
import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { PayoutMethod } from '../../core/api/contract/global-claim';
import type { TFunction } from '../../core/i18n/i18n';
import { batchReads } from '../../core/mass-payments/mass-api';
import { formatMoney } from '../../core/money/money';
import { flattenExtraParams } from '../../core/payout-fields/field-engine';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, LoadGate, useLanguage, useQuery } from '../../ui';

interface CountryMethodsProps {
  api: ApiClient;
  cache: ResourceCache;
  t: TFunction;
  /** A two-letter country code (the panel is shown only for one). */
  countryCode: string;
}

export function CountryMethods({ api, cache, t, countryCode }: CountryMethodsProps) {
  const language = useLanguage();
  const methods = useQuery(cache, batchReads.countryMethods(api, countryCode, language));
  const [open, setOpen] = useState<string | null>(null);
  const countryName = new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(countryCode) ?? countryCode;
  const headingId = `country-methods-${countryCode}`;
  return (
    <section aria-labelledby={headingId} className="wallet-mass__country-methods">
      <h3 id={headingId}>{t('countryMethods.title', { country: countryName })}</h3>
      <LoadGate
        view={methods}
        errorTitle={t('countryMethods.loadError')}
        isEmpty={(data) => data.methods.length === 0}
        empty={<p>{t('countryMethods.none', { country: countryName })}</p>}
      >
        {(data) => (
          <ul className="wallet-mass__method-list">
            {data.methods.map((method) => (
              <li key={method.paymentMethod}>
                <p>
                  <strong>{method.name}</strong>
                  {' · '}
                  {method.currencies.join(', ')}
                  {method.eta ? ` · ${method.eta}` : ''}
                </p>
                <Button
                  variant="secondary"
                  aria-expanded={open === method.paymentMethod}
                  onClick={() => setOpen((current) => (current === method.paymentMethod ? null : method.paymentMethod))}
                >
                  {t('countryMethods.details', { method: method.name })}
                </Button>
                {open === method.paymentMethod && (
                  <MethodDetails api={api} cache={cache} t={t} countryCode={countryCode} method={method} />
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadGate>
    </section>
  );
}

function MethodDetails({ api, cache, t, countryCode, method }: CountryMethodsProps & { method: PayoutMethod }) {
  const language = useLanguage();
  const details = useQuery(cache, batchReads.countryMethodDetails(api, countryCode, method.paymentMethod, language));
  return (
    <div role="group" aria-label={t('countryMethods.detailsOf', { method: method.name })}>
      <LoadGate view={details} errorTitle={t('countryMethods.loadError')}>
        {(data) => {
          const fields = flattenExtraParams(data.fields).map((field) => field.label);
          return (
            <>
              <p>
                {t('countryMethods.fee', {
                  fixed: formatMoney(String(data.fee.fixed), data.fee.currencyCode, language),
                  percent: new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(
                    Number(data.fee.percent),
                  ),
                })}
              </p>
              <p>{t('countryMethods.fields', { fields: fields.join(', ') })}</p>
            </>
          );
        }}
      </LoadGate>
    </div>
  );
}
