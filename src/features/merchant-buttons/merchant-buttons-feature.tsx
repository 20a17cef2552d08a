import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { BrandId } from '../../core/brand/brand-ids';
import type { EnvironmentConfig } from '../../core/brand/environments';
import { merchantQueries } from '../../core/merchant-buttons/merchant-data';
import { createResourceCache, type ResourceCache } from '../../core/resource/resource-cache';
import { Banner, LoadErrorBanner, Spinner, useCommonMessages, useQuery } from '../../ui';
import { MerchantProvider, reportFailure, type MerchantContextValue, type MerchantEvent } from './merchant-context';
import { useMerchantMessages } from './messages';
import { loadMoreSections } from './load-more-sections';
import { SavedButtons } from './saved-buttons';

/** Sections other than the saved buttons load when first opened. */
const PbnSettingsSection = lazy(() => loadMoreSections().then((module) => ({ default: module.PbnSettingsSection })));
const BusinessLogosSection = lazy(() =>
  loadMoreSections().then((module) => ({ default: module.BusinessLogosSection })),
);

export type MerchantSection = 'buttons' | 'pbn' | 'logos';
const SECTIONS: readonly MerchantSection[] = ['buttons', 'pbn', 'logos'];

export interface MerchantButtonsFeatureProps {
  /** Calls the API as the signed-in user (the widget's session, or the portal's). */
  api: ApiClient;
  /** The host's cache of server data (the portal's); without one the feature keeps its own, one per `api`. */
  cache?: ResourceCache | undefined;
  brandId: BrandId;
  brandName: string;
  environment: EnvironmentConfig;
  /** Folder the widget scripts are published in: the embed snippet loads the pay button from there. */
  widgetsBase: string;
  /** Show one section without tabs (the portal's pages); without it all three sections come with tabs (the widget). */
  section?: MerchantSection | undefined;
  /** Level of the section headings: 2 inside a host page (it has its own h1), 1 on a portal page. */
  headingLevel?: 1 | 2 | undefined;
  onEvent?: ((event: MerchantEvent) => void) | undefined;
  /**
   * With `section`: the addresses of the three sections' pages and how to go there (the portal's router); the
   * feature shows them as a navigation above the section.
   */
  sectionLinks?: { hrefs: Readonly<Record<MerchantSection, string>>; navigate: (href: string) => void } | undefined;
}

/**
 * A business's payment buttons (spec 3 sections 2.5, 3.9, 7.4): saved buttons (list, create, edit, duplicate,
 * delete, live preview, embed code), the payment-button notification settings and the business's logos. Users
 * without full access to the merchant area get the same screens read-only; businesses without merchant services are
 * told so.
 */
export function MerchantButtonsFeature({
  api,
  cache: hostCache,
  brandId,
  brandName,
  environment,
  widgetsBase,
  section,
  headingLevel = 2,
  onEvent,
  sectionLinks,
}: MerchantButtonsFeatureProps) {
  const { t, ready } = useMerchantMessages();
  // A cache of its own follows the API client: another session never sees data loaded for the previous one.
  const [own, setOwn] = useState(() => ({ api, cache: createResourceCache() }));
  let cache = hostCache ?? own.cache;
  if (!hostCache && own.api !== api) {
    const next = { api, cache: createResourceCache() };
    setOwn(next);
    cache = next.cache;
  }
  const common = useCommonMessages();
  const emit = useCallback((event: MerchantEvent) => onEvent?.(event), [onEvent]);
  const access = useQuery(cache, merchantQueries.access(api));
  const accessError: unknown = access.status === 'error' ? access.error : null;
  // Each failure is told once, even when the host hands over a new event callback.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (accessError === null || accessError === undefined || reported.current === accessError) return;
    reported.current = accessError;
    reportFailure(emit, accessError);
  }, [accessError, emit]);
  const [tab, setTab] = useState<MerchantSection>('buttons');
  const shown = section ?? tab;

  const value = useMemo<MerchantContextValue | null>(
    () =>
      access.data
        ? {
            api,
            cache,
            access: access.data,
            brandId,
            brandName,
            environment,
            widgetsBase,
            headingLevel,
            focusOnMount: section !== undefined,
            emit,
            t,
          }
        : null,
    [access.data, api, cache, brandId, brandName, environment, widgetsBase, headingLevel, section, emit, t],
  );

  if (!ready) return <Spinner label={common('status.loading')} showLabel />;
  const granted = access.data;
  if (!granted || !value) {
    if (access.status === 'error') {
      return (
        <div className="wallet-merchant" part="base">
          <LoadErrorBanner title={t('access.loadError')} part="error" error={access.error} onRetry={access.reload} />
        </div>
      );
    }
    return <Spinner label={t('access.loading')} showLabel />;
  }
  if (!granted.enabled) {
    return (
      <div className="wallet-merchant" part="base">
        <Banner tone="info" title={t('access.notEnabledTitle')}>
          {t('access.notEnabled')}
        </Banner>
      </div>
    );
  }

  const content =
    shown === 'buttons' ? (
      <SavedButtons />
    ) : (
      <Suspense fallback={<Spinner label={t('loadingSection')} showLabel />}>
        {shown === 'pbn' ? <PbnSettingsSection /> : <BusinessLogosSection />}
      </Suspense>
    );

  return (
    <MerchantProvider value={value}>
      <div className="wallet-merchant" part="base">
        {!granted.canEdit && (
          <Banner tone="info" title={t('access.readOnlyTitle')} part="read-only">
            {t('access.readOnly')}
          </Banner>
        )}
        {section === undefined ? (
          <SectionTabs current={tab} onChange={setTab}>
            {content}
          </SectionTabs>
        ) : (
          <>
            {sectionLinks && <SectionLinks current={section} links={sectionLinks} />}
            {content}
          </>
        )}
      </div>
    </MerchantProvider>
  );
}

/** The three sections as pages of the host (the portal): a navigation with the current one marked. */
function SectionLinks({
  current,
  links,
}: {
  current: MerchantSection;
  links: NonNullable<MerchantButtonsFeatureProps['sectionLinks']>;
}) {
  const { t } = useMerchantMessages();
  return (
    <nav aria-label={t('tabs.label')} className="wallet-merchant__tabs" part="tabs">
      {SECTIONS.map((name) => (
        <a
          key={name}
          href={links.hrefs[name]}
          className="wallet-merchant__tab"
          aria-current={name === current ? 'page' : undefined}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            links.navigate(links.hrefs[name]);
          }}
        >
          {t(`tabs.${name}`)}
        </a>
      ))}
    </nav>
  );
}

/** The three sections as tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
function SectionTabs({
  current,
  onChange,
  children,
}: {
  current: MerchantSection;
  onChange: (section: MerchantSection) => void;
  children: React.ReactNode;
}) {
  const { t } = useMerchantMessages();
  const id = useId();
  const tabs = useRef<Partial<Record<MerchantSection, HTMLButtonElement | null>>>({});

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SECTIONS.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? SECTIONS[(index + 1) % SECTIONS.length]
        : event.key === 'ArrowLeft'
          ? SECTIONS[(index + SECTIONS.length - 1) % SECTIONS.length]
          : event.key === 'Home'
            ? SECTIONS[0]
            : event.key === 'End'
              ? SECTIONS[SECTIONS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('tabs.label')} className="wallet-merchant__tabs" part="tabs" onKeyDown={move}>
        {SECTIONS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={name === current}
            aria-controls={`${id}-panel`}
            tabIndex={name === current ? 0 : -1}
            className="wallet-merchant__tab"
            onClick={() => onChange(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current}-tab`}
        className="wallet-merchant__panel"
      >
        {children}
      </div>
    </>
  );
}
