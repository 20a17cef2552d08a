import { useCallback, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Banner, I18nextProvider, StyleScopeContext, useTranslation } from '../../ui';
import { adoptMoreStyles } from './styles';
import type { InputProblem } from './attributes';
import { WidgetContext } from './widget-context';
import { RUNTIME_NAMESPACE, type WidgetRuntime } from './widget-runtime';

/** What a widget component receives: its own parsed attributes and host-supplied properties. */
export interface WidgetComponentProps<Attributes, Properties> {
  attributes: Attributes;
  properties: Properties;
}

export type AnyWidgetComponent = ComponentType<WidgetComponentProps<Record<string, unknown>, Record<string, unknown>>>;

interface WidgetRootProps {
  host: HTMLElement;
  runtime: WidgetRuntime;
  component: AnyWidgetComponent;
  styles: readonly string[];
}

/** Renders a widget component inside its providers, or the error state when the element is misconfigured. */
export function WidgetRoot({ host, runtime, component: Component, styles }: WidgetRootProps) {
  const snapshot = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot);
  // Styles of parts that load later (ScopedStyles), adopted into this element's shadow root.
  const adoptStyles = useCallback(
    (more: readonly string[]) =>
      runtime.adoptsStyles && host.shadowRoot ? adoptMoreStyles(host.shadowRoot, more) : false,
    [host, runtime],
  );

  useEffect(() => {
    runtime.reportProblems();
    if (snapshot.status === 'ready' && runtime.textsReady)
      runtime.announceReady({ brand: snapshot.brandId, language: snapshot.language });
  }, [runtime, snapshot]);

  // Nothing until the brand's configuration and the first language's texts arrive (a few milliseconds; a brand
  // another element on the page showed and English need no wait).
  if (!runtime.textsReady || snapshot.status === 'loading') return null;
  return (
    <I18nextProvider i18n={runtime.i18n}>
      <StyleScopeContext.Provider value={adoptStyles}>
        {!runtime.adoptsStyles && <FallbackStyles styles={styles} brandCss={runtime.brandCss()} />}
        {snapshot.status === 'ready' ? (
          <WidgetContext.Provider
            value={{
              host,
              brandId: snapshot.brandId,
              brand: snapshot.brand,
              environment: snapshot.environment,
              language: snapshot.language,
              i18n: runtime.i18n,
              emit: runtime.emit,
              signal: snapshot.signal,
            }}
          >
            <Component attributes={snapshot.attributes} properties={snapshot.properties} />
          </WidgetContext.Provider>
        ) : (
          <WidgetError problems={snapshot.problems} />
        )}
      </StyleScopeContext.Provider>
    </I18nextProvider>
  );
}

/** Only for browsers without constructable stylesheets; under a strict CSP those would need 'unsafe-inline'. */
function FallbackStyles({ styles, brandCss }: { styles: readonly string[]; brandCss: string }) {
  return (
    <>
      {styles.map((css, index) => (
        <style key={index}>{css}</style>
      ))}
      {brandCss && <style>{brandCss}</style>}
    </>
  );
}

function WidgetError({ problems }: { problems: readonly InputProblem[] }) {
  const { t } = useTranslation(RUNTIME_NAMESPACE);
  return (
    <Banner part="base error" tone="error" title={t('error.title')}>
      <p>{t('error.help')}</p>
      {/* Developer-facing details, written in English like the console message. */}
      <ul className="widget-error__problems" lang="en">
        {problems.map((problem) => (
          <li key={`${problem.kind}:${problem.name}`}>
            {problem.kind} <code>{problem.name}</code>: <code>{problem.received}</code> is not valid; use{' '}
            {problem.expected}.
          </li>
        ))}
      </ul>
    </Banner>
  );
}
