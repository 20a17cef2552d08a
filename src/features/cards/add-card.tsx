import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import { cardOrder, type CardProduct } from '../../core/api/contract/cards';
import type { RequestOf } from '../../core/api/contract/define';
import { applyCardInfoQuery, CARDS_CACHE_PREFIX } from '../../core/cards/cards-data';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  AmountText,
  Banner,
  Button,
  LoadGate,
  Select,
  Stack,
  useErrorText,
  useForm,
  useLanguage,
  useMessages,
  useMutation,
  useQuery,
} from '../../ui';
import { CARDS_NAMESPACE, cardsMessages } from './messages';

export interface AddCardProps {
  api: ApiClient;
  cache: ResourceCache;
}

/** The order form: the product and, for a physical card, its shipping option (ids as the radios hold them). */
interface OrderForm extends Record<string, unknown> {
  productId: string;
  shippingId: string;
}

/** What an order still lacks: a product, or a shipping option that can be chosen for a physical card. */
function orderProblems(values: OrderForm, products: readonly CardProduct[]): Partial<Record<keyof OrderForm, string>> {
  const product = products.find((candidate) => String(candidate.productId) === values.productId);
  if (!product) return { productId: 'add.chooseProduct' };
  const shippable = product.shippingOptions.some(
    (option) => String(option.id) === values.shippingId && option.disabledReasons.length === 0,
  );
  return product.isVirtual || shippable ? {} : { shippingId: 'add.chooseShipping' };
}

/**
 * `/add-card`: the cards on offer in a country (the customer's own first; the route preloads it once), each with its
 * fees (annual, issue, monthly, currency); a physical card's shipping options with fee, delivery time and why an
 * option cannot be chosen; ordering opens confirm-card for the new order.
 */
export function AddCard({ api, cache }: AddCardProps) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const [country, setCountry] = useState<string | null>(null);
  const info = useQuery(cache, applyCardInfoQuery(api, country));
  return (
    <Stack gap="lg" className="wallet-cards">
      <Link to={pathOf('cards')}>{t('add.back')}</Link>
      <h1>{t('add.title')}</h1>
      <p>{t('add.intro')}</p>
      <LoadGate view={info} errorTitle={t('add.loadError')} loadingLabel={t('loading')}>
        {(data) => (
          <OrderCard
            api={api}
            cache={cache}
            countryCode={data.countryCode}
            countries={data.countries}
            products={data.products}
            onCountry={setCountry}
          />
        )}
      </LoadGate>
    </Stack>
  );
}

function OrderCard({
  api,
  cache,
  countryCode,
  countries,
  products,
  onCountry,
}: AddCardProps & {
  countryCode: string;
  countries: readonly string[];
  products: readonly CardProduct[];
  onCountry: (code: string) => void;
}) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const navigate = useNavigate();
  const order = useMutation(cache, {
    run: (request: RequestOf<typeof cardOrder>) => api.call(cardOrder, request),
    invalidates: [CARDS_CACHE_PREFIX],
    onSuccess: (reply) => void navigate(pathWith('confirmCard', { cardId: reply.cardId })),
    fieldAliases: { shippingOptionId: 'shippingId' },
  });
  const form = useForm<OrderForm>({
    initial: { productId: '', shippingId: '' },
    validate: (values) => orderProblems(values, products),
    message: (key) => t(key),
    serverErrors: order.fieldErrors,
    onSubmit: (values) => {
      const product = products.find((candidate) => String(candidate.productId) === values.productId);
      if (!product) return;
      return order.mutate({
        productId: product.productId,
        countryCode,
        ...(product.isVirtual ? {} : { shippingOptionId: Number(values.shippingId) }),
      });
    },
  });
  const product = products.find((candidate) => String(candidate.productId) === form.values.productId);
  const errors = form.errors;
  const countryName = (code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  // A refusal that is not about a field (the order itself) is said above the button.
  const formFailure = order.error !== null && Object.keys(order.fieldErrors).length === 0 ? order.error : null;

  return (
    <form {...form.formProps}>
      <Stack gap="lg">
        <Select
          label={t('add.country')}
          options={countries.map((code) => ({ value: code, label: countryName(code) }))}
          value={countryCode}
          onChange={(event) => {
            onCountry(event.target.value);
            form.reset();
          }}
        />
        <fieldset
          className="wallet-cards__choices"
          aria-describedby={errors.productId ? 'add-card-product-error' : undefined}
        >
          <legend>{t('add.product')}</legend>
          {products.length === 0 && <p>{t('add.noProducts')}</p>}
          {products.map((candidate) => (
            <ProductChoice
              key={candidate.productId}
              product={candidate}
              checked={String(candidate.productId) === form.values.productId}
              invalid={errors.productId !== undefined}
              onChoose={() => {
                form.setValue('productId', String(candidate.productId));
                form.setValue(
                  'shippingId',
                  String(candidate.shippingOptions.find((option) => option.disabledReasons.length === 0)?.id ?? ''),
                );
              }}
            />
          ))}
          {errors.productId && (
            <p id="add-card-product-error" className="wallet-cards__error">
              {errors.productId}
            </p>
          )}
        </fieldset>
        {product && !product.isVirtual && (
          <fieldset
            className="wallet-cards__choices"
            aria-describedby={errors.shippingId ? 'add-card-shipping-error' : undefined}
          >
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
                    checked={form.values.shippingId === String(option.id)}
                    disabled={disabled}
                    aria-invalid={errors.shippingId !== undefined || undefined}
                    aria-describedby={disabled ? reasonsId : undefined}
                    onChange={() => form.setValue('shippingId', String(option.id))}
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
            {errors.shippingId && (
              <p id="add-card-shipping-error" className="wallet-cards__error">
                {errors.shippingId}
              </p>
            )}
          </fieldset>
        )}
        {formFailure !== null && <Banner tone="error" title={errorText(formFailure)} />}
        <div>
          <Button type="submit" loading={order.pending}>
            {t('add.order')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ProductChoice({
  product,
  checked,
  invalid,
  onChoose,
}: {
  product: CardProduct;
  checked: boolean;
  invalid: boolean;
  onChoose: () => void;
}) {
  const t = useMessages(CARDS_NAMESPACE, cardsMessages);
  const currency = product.fees.currency;
  return (
    <label className="wallet-cards__choice">
      <input
        type="radio"
        name="product"
        value={product.productId}
        checked={checked}
        aria-invalid={invalid || undefined}
        onChange={onChoose}
      />
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
