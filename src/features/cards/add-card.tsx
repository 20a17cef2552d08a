import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import { cardOrder, type CardProduct } from '../../core/api/contract/cards';
import { isApiError } from '../../core/api/errors';
import { CARDS_CACHE_KEYS, cardLoaders } from '../../core/cards/cards-data';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  useErrorText,
  useLanguage,
  useMessages,
  useResource,
} from '../../ui';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface AddCardProps {
  api: ApiClient;
  cache: ResourceCache;
}

/**
 * `/add-card`: the cards on offer in a country (the customer's own first; the route preloads it once), each with its
 * fees (annual, issue, monthly, currency); a physical card's shipping options with fee, delivery time and why an
 * option cannot be chosen; ordering opens confirm-card for the new order.
 */
export function AddCard({ api, cache }: AddCardProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const navigate = useNavigate();
  const [country, setCountry] = useState<string | null>(null);
  const info = useResource(cache, CARDS_CACHE_KEYS.applyInfo(country), (signal) =>
    cardLoaders.applyInfo(api, country, signal),
  );
  const [productId, setProductId] = useState<number | null>(null);
  const [shippingId, setShippingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ product?: string; shipping?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const countryName = (code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  const products = info.data?.products ?? [];
  const product = products.find((candidate) => candidate.productId === productId);

  async function order(event: FormEvent) {
    event.preventDefault();
    if (!info.data) return;
    const problems: typeof errors = {};
    if (!product) problems.product = t('add.chooseProduct');
    else if (
      !product.isVirtual &&
      (shippingId === null || !product.shippingOptions.some((option) => option.id === shippingId))
    )
      problems.shipping = t('add.chooseShipping');
    setErrors(problems);
    if (!product || Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const reply = await api.call(cardOrder, {
        productId: product.productId,
        countryCode: info.data.countryCode,
        ...(product.isVirtual || shippingId === null ? {} : { shippingOptionId: shippingId }),
      });
      void navigate(pathWith('confirmCard', { cardId: reply.cardId }));
    } catch (error) {
      const field = isApiError(error) ? error.validationErrors?.[0]?.field : undefined;
      if (field === 'shippingOptionId') setErrors({ shipping: errorText(error) });
      else setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg" className="wallet-cards">
      <Link to={pathOf('cards')}>{t('add.back')}</Link>
      <h1>{t('add.title')}</h1>
      <p>{t('add.intro')}</p>
      {info.status === 'error' && !info.data && (
        <LoadErrorBanner title={t('add.loadError')} error={info.error} onRetry={info.reload} />
      )}
      {!info.data && info.status !== 'error' && <Spinner label={t('loading')} showLabel />}
      {info.data && (
        <form onSubmit={(event) => void order(event)} noValidate>
          <Stack gap="lg">
            <Select
              label={t('add.country')}
              options={info.data.countries.map((code) => ({ value: code, label: countryName(code) }))}
              value={info.data.countryCode}
              onChange={(event) => {
                setCountry(event.target.value);
                setProductId(null);
                setShippingId(null);
              }}
            />
            <fieldset
              className="wallet-cards__choices"
              aria-describedby={errors.product ? 'add-card-product-error' : undefined}
            >
              <legend>{t('add.product')}</legend>
              {products.length === 0 && <p>{t('add.noProducts')}</p>}
              {products.map((candidate) => (
                <ProductChoice
                  key={candidate.productId}
                  product={candidate}
                  checked={candidate.productId === productId}
                  onChoose={() => {
                    setProductId(candidate.productId);
                    setShippingId(
                      candidate.shippingOptions.find((option) => option.disabledReasons.length === 0)?.id ?? null,
                    );
                  }}
                />
              ))}
              {errors.product && (
                <p id="add-card-product-error" className="wallet-cards__error">
                  {errors.product}
                </p>
              )}
            </fieldset>
            {product && !product.isVirtual && (
              <fieldset className="wallet-cards__choices">
                <legend>{t('add.shipping')}</legend>
                {product.shippingOptions.map((option) => {
                  const disabled = option.disabledReasons.length > 0;
                  const reasonsId = `shipping-reasons-${option.id}`;
                  return (
                    <label key={option.id} className="wallet-cards__choice">
                      <input
                        type="radio"
                        name="shipping"
                        value={option.id}
                        checked={shippingId === option.id}
                        disabled={disabled}
                        aria-describedby={disabled ? reasonsId : undefined}
                        onChange={() => setShippingId(option.id)}
                      />
                      <span>
                        <strong>{t(`shipping.${option.type}`, { defaultValue: option.type })}</strong>
                        {' · '}
                        <AmountText amount={option.fee} currency={product.fees.currency} />
                        {' · '}
                        {t('shipping.days', { days: String(option.deliveryTime) })}
                        {disabled && (
                          <span id={reasonsId} className="wallet-cards__note">
                            {' '}
                            {option.disabledReasons
                              .map((reason) => t(`shipping.reason.${reason}`, { defaultValue: reason }))
                              .join(' ')}
                          </span>
                        )}
                      </span>
                    </label>
                  );
                })}
                {errors.shipping && <p className="wallet-cards__error">{errors.shipping}</p>}
              </fieldset>
            )}
            {failure !== null && <Banner tone="error" title={errorText(failure)} />}
            <div>
              <Button type="submit" loading={busy}>
                {t('add.order')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

function ProductChoice({
  product,
  checked,
  onChoose,
}: {
  product: CardProduct;
  checked: boolean;
  onChoose: () => void;
}) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const currency = product.fees.currency;
  return (
    <label className="wallet-cards__choice">
      <input type="radio" name="product" value={product.productId} checked={checked} onChange={onChoose} />
      <span>
        <strong>{product.name}</strong> ·{' '}
        {product.isVirtual ? t('kind.virtual') : product.subType === 2 ? t('kind.debit') : t('kind.prepaid')} ·{' '}
        {product.currencyCode}
        <span className="wallet-cards__fees">
          {t('fees.issue')} <AmountText amount={product.fees.issue} currency={currency} /> · {t('fees.annual')}{' '}
          <AmountText amount={product.fees.annual} currency={currency} /> · {t('fees.monthly')}{' '}
          <AmountText amount={product.fees.monthly} currency={currency} />
        </span>
      </span>
    </label>
  );
}
