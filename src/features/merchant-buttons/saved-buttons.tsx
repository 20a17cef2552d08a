import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { SavedButton } from '../../core/api/contract/merchant-buttons';
import { draftFromButton, newDraft, type ButtonDraft } from '../../core/merchant-buttons/button-draft';
import { accountsQuery } from '../../core/accounts/accounts-data';
import { accountCurrencies, merchantQueries } from '../../core/merchant-buttons/merchant-data';
import { formatMoney } from '../../core/money/money';
import { Banner, Button, Inline, LoadErrorBanner, Spinner, Stack, useLanguage, useQuery } from '../../ui';
import { ButtonPicture } from './button-summary';
import { EmbedCode } from './embed-code';
import { Heading, reportFailure, useMerchant } from './merchant-context';
import { loadMoreSections } from './load-more-sections';

const ButtonEditor = lazy(() => loadMoreSections().then((module) => ({ default: module.ButtonEditor })));
const DeleteButtonDialog = lazy(() => loadMoreSections().then((module) => ({ default: module.DeleteButtonDialog })));

export type EditorMode = 'create' | 'edit' | 'duplicate';

type View =
  | { kind: 'list'; saved: { buttonId: number; created: boolean } | null; deleted: number | null }
  | { kind: 'editor'; mode: EditorMode; buttonId: number | null; draft: ButtonDraft };

/** The saved buttons: each drawn as payers see it, with its details, embed code and the actions the user may take. */
export function SavedButtons() {
  const merchant = useMerchant();
  const { api, cache, access, t, headingLevel } = merchant;
  const language = useLanguage();
  const buttons = useQuery(cache, merchantQueries.buttons(api));
  const logos = useQuery(cache, merchantQueries.logos(api));
  const accounts = useQuery(cache, accountsQuery(api, cache)).data?.accounts;
  const currencies = { data: useMemo(() => accountCurrencies(accounts), [accounts]) };
  const [view, setView] = useState<View>({ kind: 'list', saved: null, deleted: null });
  const [openCode, setOpenCode] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedButton | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  const failed: unknown = buttons.status === 'error' ? buttons.error : null;
  useEffect(() => {
    if (failed) reportFailure(merchant.emit, failed);
  }, [failed, merchant.emit]);

  useEffect(() => {
    if (view.kind === 'list' && focusHeading.current) {
      focusHeading.current = false;
      headingRef.current?.focus();
    }
  }, [view]);

  // The editor's code downloads while the list is read, so opening it is instant.
  useEffect(() => {
    if (access.canEdit) loadMoreSections().catch(() => undefined);
  }, [access.canEdit]);

  const backToList = (outcome: { saved?: { buttonId: number; created: boolean }; deleted?: number } = {}) => {
    focusHeading.current = true;
    if (outcome.saved) setOpenCode(outcome.saved.buttonId);
    setView({ kind: 'list', saved: outcome.saved ?? null, deleted: outcome.deleted ?? null });
  };

  const open = (mode: EditorMode, button: SavedButton | null) => {
    const firstCurrency = currencies.data?.[0] ?? button?.currencyCode ?? 'USD';
    let draft = button ? draftFromButton(button) : newDraft(firstCurrency);
    if (mode === 'duplicate')
      draft = { ...draft, itemName: t('list.copyName', { name: draft.itemName }).slice(0, 127) };
    setView({ kind: 'editor', mode, buttonId: mode === 'edit' && button ? button.id : null, draft });
  };

  if (view.kind === 'editor') {
    return (
      <Suspense fallback={<Spinner label={t('loadingSection')} showLabel />}>
        <ButtonEditor
          mode={view.mode}
          buttonId={view.buttonId}
          initial={view.draft}
          currencies={currencies.data ?? [view.draft.currencyCode]}
          logos={logos.data ?? []}
          onDone={(saved) => backToList(saved ? { saved } : {})}
        />
      </Suspense>
    );
  }

  const list = buttons.data ?? [];
  const typeAndPrice = (button: SavedButton) => {
    const price =
      button.amount === null ? t('list.payerChooses') : formatMoney(button.amount, button.currencyCode, language);
    if (button.type !== 'subscription' || !button.subscriptionPeriod) return `${t(`type.${button.type}`)} · ${price}`;
    const every = t(`period.every.${button.subscriptionPeriod}`);
    const count =
      button.subscriptionCount === null
        ? t('list.untilCancelled')
        : t('list.payments', { count: button.subscriptionCount });
    return `${t(`type.${button.type}`)} · ${price} ${every} · ${count}`;
  };

  return (
    <section className="wallet-merchant__section" aria-labelledby="wallet-merchant-buttons-heading" part="buttons">
      <div className="wallet-merchant__section-head">
        <Heading level={headingLevel} id="wallet-merchant-buttons-heading" ref={headingRef}>
          {t('list.title')}
        </Heading>
        {access.canEdit && <Button onClick={() => open('create', null)}>{t('list.create')}</Button>}
      </div>
      {view.saved && (
        <Banner tone="success" title={view.saved.created ? t('list.created') : t('list.updated')}>
          {t('list.savedHint')}
        </Banner>
      )}
      {view.deleted !== null && <Banner tone="success">{t('list.deleted', { id: view.deleted })}</Banner>}
      {buttons.status === 'loading' && !buttons.data && <Spinner label={t('list.loading')} showLabel />}
      {failed !== null && failed !== undefined && !buttons.data && (
        <LoadErrorBanner title={t('list.loadError')} error={failed} onRetry={buttons.reload} />
      )}
      {buttons.data && list.length === 0 && <p>{access.canEdit ? t('list.emptyEditable') : t('list.empty')}</p>}
      {list.length > 0 && (
        <ul className="wallet-merchant__list" part="list">
          {list.map((button) => (
            <li key={button.id} className="wallet-merchant__item">
              <article aria-labelledby={`wallet-merchant-button-${button.id}`}>
                <Stack gap="sm">
                  <Heading
                    level={headingLevel + 1}
                    id={`wallet-merchant-button-${button.id}`}
                    className="wallet-merchant__item-title"
                  >
                    {button.itemName}
                  </Heading>
                  <p className="wallet-merchant__meta">{typeAndPrice(button)}</p>
                  <p className="wallet-merchant__meta">
                    {t('list.id', { id: button.id })}
                    {button.itemNumber ? ` · ${t('list.itemNumber', { number: button.itemNumber })}` : ''}
                  </p>
                  <div className="wallet-merchant__picture">
                    <ButtonPicture button={button} logos={logos.data} />
                  </div>
                  <Inline gap="sm" className="wallet-merchant__actions">
                    <Button
                      variant="secondary"
                      aria-expanded={openCode === button.id}
                      onClick={() => setOpenCode(openCode === button.id ? null : button.id)}
                    >
                      {t('list.code')}
                      <span className="wallet-visually-hidden"> {button.itemName}</span>
                    </Button>
                    {access.canEdit && (
                      <>
                        <Button variant="secondary" onClick={() => open('edit', button)}>
                          {t('list.edit')}
                          <span className="wallet-visually-hidden"> {button.itemName}</span>
                        </Button>
                        <Button variant="secondary" onClick={() => open('duplicate', button)}>
                          {t('list.duplicate')}
                          <span className="wallet-visually-hidden"> {button.itemName}</span>
                        </Button>
                        <Button
                          variant="secondary"
                          className="wallet-merchant__danger"
                          onClick={() => setDeleting(button)}
                        >
                          {t('list.delete')}
                          <span className="wallet-visually-hidden"> {button.itemName}</span>
                        </Button>
                      </>
                    )}
                  </Inline>
                  {openCode === button.id && <EmbedCode buttonId={button.id} />}
                </Stack>
              </article>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <Suspense fallback={null}>
          <DeleteButtonDialog
            button={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={(buttonId) => {
              setDeleting(null);
              if (openCode === buttonId) setOpenCode(null);
              backToList({ deleted: buttonId });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
