import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  BUTTON_COLORS,
  BUTTON_LABELS,
  BUTTON_SHAPES,
  BUTTON_SIZES,
  BUTTON_TYPES,
  merchantButtonCreate,
  merchantButtonUpdate,
  SUBSCRIPTION_PERIODS,
  type ButtonStyle,
  type Logo,
} from '../../core/api/contract/merchant-buttons';
import { isApiError } from '../../core/api/errors';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import {
  createAttemptKeys,
  draftAmount,
  DRAFT_FIELDS,
  fieldErrorsFromServer,
  hasErrors,
  toButtonInput,
  URL_FIELDS,
  validateDraft,
  withType,
  type ButtonDraft,
  type DraftErrors,
  type DraftField,
  type UrlField,
} from '../../core/merchant-buttons/button-draft';
import { MERCHANT_CACHE_KEYS } from '../../core/merchant-buttons/merchant-data';
import { offlineUrlProblem, serverUrlProblems } from '../../core/merchant-buttons/url-checks';
import { Banner, Button, Inline, Select, TextField, useCommonMessages, useErrorText } from '../../ui';
import { ButtonPicture } from './button-summary';
import { fieldErrorText } from './field-error';
import { Heading, reportFailure, useMerchant } from './merchant-context';
import { RadioGroup } from './radio-group';
import type { EditorMode } from './saved-buttons';

export interface ButtonEditorProps {
  mode: EditorMode;
  /** The button being edited; null for a new one (create, duplicate). */
  buttonId: number | null;
  initial: ButtonDraft;
  /** Currencies the business holds an account in. */
  currencies: readonly string[];
  logos: readonly Logo[];
  /** Back to the list: with the saved button, or nothing when cancelled. */
  onDone: (saved: { buttonId: number; created: boolean } | null) => void;
}

/**
 * Creates or changes a saved button, with a live preview of it. Everything the browser can judge is checked before
 * sending (the URLs also with the server's check-urls); the server's refusals come back next to their fields and
 * nothing typed is lost. Save carries an idempotency key per attempt, so a double click or a retry after a network
 * failure saves one button.
 */
export function ButtonEditor({ mode, buttonId, initial, currencies, logos, onDone }: ButtonEditorProps) {
  const { api, cache, t, emit, headingLevel } = useMerchant();
  const common = useCommonMessages();
  const errorText = useErrorText();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [attemptKey] = useState(() => createAttemptKeys());
  const [draft, setDraft] = useState(initial);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  /** Every control's id: the first invalid one takes focus. */
  const fieldId = (field: DraftField) => `${formId}-${field}`;

  const update = (change: Partial<ButtonDraft>, cleared: DraftField[]) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of cleared) delete next[field];
      return next;
    });
  };

  const setStyle = (change: Partial<ButtonStyle>) => update({ style: { ...draft.style, ...change } }, ['style']);

  const focusFirst = (found: DraftErrors) => {
    const first = DRAFT_FIELDS.find((field) => found[field]);
    const control = first ? formRef.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`) : null;
    control?.focus();
  };

  /** A URL field when the user leaves it: offline first, then the server's check. */
  const checkUrl = async (field: UrlField) => {
    const value = draft[field].trim();
    if (value === '') return;
    const offline = offlineUrlProblem(value);
    if (offline) {
      setErrors((current) => ({ ...current, [field]: { code: offline } }));
      return;
    }
    try {
      const problem = (await serverUrlProblems(api, [value])).get(value);
      // The field may have changed while the server looked at the old value.
      if (problem && latest.current[field].trim() === value)
        setErrors((current) => ({ ...current, [field]: { code: problem } }));
    } catch {
      // Not decisive: the check runs again when the button is saved.
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setOtherErrors([]);
    const found = validateDraft(draft);
    if (hasErrors(found)) {
      setErrors(found);
      focusFirst(found);
      return;
    }
    try {
      const problems = await serverUrlProblems(
        api,
        URL_FIELDS.map((field) => draft[field]),
      );
      const urlErrors: DraftErrors = {};
      for (const field of URL_FIELDS) {
        const problem = problems.get(draft[field].trim());
        if (problem) urlErrors[field] = { code: problem };
      }
      if (hasErrors(urlErrors)) {
        setErrors(urlErrors);
        focusFirst(urlErrors);
        return;
      }
      const button = toButtonInput(draft);
      const saved =
        buttonId === null
          ? await api.call(merchantButtonCreate, { button }, { idempotencyKey: attemptKey(button) })
          : await api.call(merchantButtonUpdate, { buttonId, button });
      cache.invalidate(MERCHANT_CACHE_KEYS.buttons);
      emit({ type: 'button-saved', buttonId: saved.button.id, created: buttonId === null });
      onDone({ buttonId: saved.button.id, created: buttonId === null });
    } catch (error) {
      reportFailure(emit, error);
      if (isApiError(error) && error.code === RESPONSE_CODES.verifyError && error.validationErrors?.length) {
        const server = fieldErrorsFromServer(error.validationErrors);
        setErrors(server.fields);
        setOtherErrors(server.other);
        focusFirst(server.fields);
        return;
      }
      setFailure(error);
    }
  };

  const error = (field: DraftField) => fieldErrorText(t, errors[field]);
  const isSubscription = draft.type === 'subscription';
  const title =
    mode === 'edit'
      ? t('editor.editTitle', { id: buttonId ?? '' })
      : mode === 'duplicate'
        ? t('editor.duplicateTitle')
        : t('editor.createTitle');
  const previewButton = {
    style: draft.style,
    amount: draftAmount(draft),
    currencyCode: draft.currencyCode,
    subscriptionPeriod: isSubscription && draft.subscriptionPeriod ? draft.subscriptionPeriod : null,
    logoId: draft.logoId === '' ? null : Number(draft.logoId),
  };
  const urlField = (field: UrlField) => (
    <TextField
      key={field}
      id={fieldId(field)}
      type="url"
      inputMode="url"
      autoComplete="url"
      label={t(`editor.${field}`)}
      hint={t(`editor.${field}Hint`)}
      value={draft[field]}
      error={error(field)}
      onChange={(event) => update({ [field]: event.target.value }, [field])}
      onBlur={() => void checkUrl(field)}
    />
  );

  return (
    <section className="wallet-merchant__section" aria-labelledby={`${formId}-title`} part="editor">
      <Heading level={headingLevel} id={`${formId}-title`} ref={headingRef}>
        {title}
      </Heading>
      <div className="wallet-merchant__editor">
        <form
          ref={formRef}
          className="wallet-merchant__form"
          onSubmit={(event) => void submit(event)}
          noValidate
          part="form"
        >
          <fieldset className="wallet-merchant__group">
            <legend>{t('editor.whatTitle')}</legend>
            <RadioGroup
              legend={t('editor.type')}
              name="type"
              options={BUTTON_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
              value={draft.type}
              error={error('type')}
              firstId={fieldId('type')}
              onChange={(type) =>
                update(withType(draft, type), ['type', 'amount', 'subscriptionPeriod', 'subscriptionCount'])
              }
            />
            <TextField
              id={fieldId('itemName')}
              label={t('editor.itemName')}
              value={draft.itemName}
              maxLength={127}
              error={error('itemName')}
              onChange={(event) => update({ itemName: event.target.value }, ['itemName'])}
            />
            <TextField
              id={fieldId('itemNumber')}
              label={t('editor.itemNumber')}
              hint={t('editor.itemNumberHint')}
              value={draft.itemNumber}
              error={error('itemNumber')}
              onChange={(event) => update({ itemNumber: event.target.value }, ['itemNumber'])}
            />
            <div className="wallet-merchant__price">
              <TextField
                id={fieldId('amount')}
                inputMode="decimal"
                label={draft.type === 'donation' ? t('editor.amountDonation') : t('editor.amount')}
                hint={draft.type === 'donation' ? t('editor.amountDonationHint') : t('editor.amountHint')}
                value={draft.amount}
                error={error('amount')}
                onChange={(event) => update({ amount: event.target.value }, ['amount'])}
              />
              <Select
                id={fieldId('currencyCode')}
                label={t('editor.currency')}
                options={currencies.map((code) => ({ value: code, label: code }))}
                value={draft.currencyCode}
                error={error('currencyCode')}
                onChange={(event) => update({ currencyCode: event.target.value }, ['currencyCode'])}
              />
            </div>
            {isSubscription && (
              <div className="wallet-merchant__price">
                <Select
                  id={fieldId('subscriptionPeriod')}
                  label={t('editor.period')}
                  placeholder={t('editor.periodPlaceholder')}
                  options={SUBSCRIPTION_PERIODS.map((value) => ({ value, label: t(`period.every.${value}`) }))}
                  value={draft.subscriptionPeriod}
                  error={error('subscriptionPeriod')}
                  onChange={(event) =>
                    update({ subscriptionPeriod: event.target.value as ButtonDraft['subscriptionPeriod'] }, [
                      'subscriptionPeriod',
                    ])
                  }
                />
                <TextField
                  id={fieldId('subscriptionCount')}
                  inputMode="numeric"
                  label={t('editor.count')}
                  hint={t('editor.countHint')}
                  value={draft.subscriptionCount}
                  error={error('subscriptionCount')}
                  onChange={(event) => update({ subscriptionCount: event.target.value }, ['subscriptionCount'])}
                />
              </div>
            )}
          </fieldset>

          <fieldset className="wallet-merchant__group">
            <legend>{t('editor.urlsTitle')}</legend>
            {URL_FIELDS.map(urlField)}
          </fieldset>

          <fieldset className="wallet-merchant__group">
            <legend>{t('editor.lookTitle')}</legend>
            <Select
              id={fieldId('logoId')}
              label={t('editor.logo')}
              hint={logos.length === 0 ? t('editor.logoNone') : undefined}
              options={[
                { value: '', label: t('editor.logoDefault') },
                ...logos.map((logo) => ({
                  value: String(logo.id),
                  label: logo.isDefault ? t('editor.logoIsDefault', { name: logo.name }) : logo.name,
                })),
              ]}
              value={draft.logoId}
              error={error('logoId')}
              onChange={(event) => update({ logoId: event.target.value }, ['logoId'])}
            />
            <RadioGroup
              legend={t('editor.shape')}
              name="shape"
              options={BUTTON_SHAPES.map((value) => ({ value, label: t(`style.shape.${value}`) }))}
              value={draft.style.shape}
              firstId={fieldId('style')}
              error={error('style')}
              onChange={(shape) => setStyle({ shape })}
            />
            <RadioGroup
              legend={t('editor.color')}
              name="color"
              options={BUTTON_COLORS.map((value) => ({ value, label: t(`style.color.${value}`) }))}
              value={draft.style.color}
              onChange={(color) => setStyle({ color })}
            />
            <div className="wallet-merchant__price">
              <Select
                id={`${formId}-size`}
                label={t('editor.size')}
                options={BUTTON_SIZES.map((value) => ({ value, label: t(`style.size.${value}`) }))}
                value={draft.style.size}
                onChange={(event) => setStyle({ size: event.target.value as ButtonStyle['size'] })}
              />
              <Select
                id={`${formId}-label`}
                label={t('editor.label')}
                options={BUTTON_LABELS.map((value) => ({ value, label: t(`style.label.${value}`) }))}
                value={draft.style.label}
                onChange={(event) => setStyle({ label: event.target.value as ButtonStyle['label'] })}
              />
            </div>
          </fieldset>

          {otherErrors.length > 0 && (
            <Banner tone="error" title={t('editor.saveRefused')}>
              <ul>
                {otherErrors.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </Banner>
          )}
          {failure !== null && (
            <Banner tone="error" title={t('editor.saveFailed')}>
              {errorText(failure)}
            </Banner>
          )}
          <Inline gap="sm" part="actions">
            <Button type="submit">{failure !== null ? common('actions.retry') : t('editor.save')}</Button>
            <Button variant="secondary" onClick={() => onDone(null)}>
              {common('actions.cancel')}
            </Button>
          </Inline>
        </form>
        <figure className="wallet-merchant__preview" part="preview">
          <figcaption className="wallet-field__label">{t('editor.preview')}</figcaption>
          <ButtonPicture button={previewButton} logos={logos} />
          <p className="wallet-field__hint">{t('editor.previewHint')}</p>
        </figure>
      </div>
    </section>
  );
}
