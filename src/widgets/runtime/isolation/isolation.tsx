/**
 * `isolation` for signed-in elements (issue 26, docs/widgets.md "Isolation mode"): `frame` renders the element's
 * feature in an iframe of the portal (the bank's origin), so scripts of the host page cannot reach the user's tokens;
 * `none` renders it in the page. The default is `frame` on any page that is not the portal's own origin.
 * Only the choice is here; the frame host downloads when an element needs it.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import * as z from 'zod/mini';
import { Spinner, useCommonMessages } from '../../../ui';
import type { SessionAttributeValues, SessionPropertyValues } from '../session';
import { useWidget } from '../widget-context';
import type { WidgetComponentProps } from '../widget-root';
import type { EmbeddableWidget } from './bridge';

import { ISOLATION_MODES, type IsolationMode } from './isolation-modes';

export { ISOLATION_MODES, type IsolationMode };

export const isolationAttributes = {
  /** `frame` (the bank's iframe; the default on a page that is not the portal's) or `none` (in the page). */
  isolation: z.optional(
    z.enum(ISOLATION_MODES, {
      error: '"frame" (inside the bank\'s frame, the default on a partner\'s page) or "none" (in the page)',
    }),
  ),
};

export interface IsolationAttributeValues {
  isolation?: IsolationMode | undefined;
}

/** The mode an element renders in: the attribute's, else a frame unless the page is the portal itself. */
export function isolationMode(
  attribute: IsolationMode | undefined,
  pageOrigin: string,
  portalOrigin: string,
): IsolationMode {
  return attribute ?? (pageOrigin === portalOrigin ? 'none' : 'frame');
}

/** The portal an element signs in with and frames: its `portal-origin` attribute's origin, else the environment's. */
export function elementPortalOrigin(attribute: string | undefined, environmentPortalOrigin: string): string {
  return attribute ? new URL(attribute).origin : environmentPortalOrigin;
}

const FrameHost = lazy(() => import('./frame-host').then((module) => ({ default: module.FrameHost })));

/** Wraps an element's in-page component: in frame mode the frame host renders instead, with the same attributes. */
export function withIsolation<Attributes extends SessionAttributeValues, Properties extends SessionPropertyValues>(
  widget: EmbeddableWidget,
  InPage: ComponentType<WidgetComponentProps<Attributes, Properties>>,
) {
  function IsolatedWidget(props: WidgetComponentProps<Attributes & IsolationAttributeValues, Properties>) {
    const { environment } = useWidget();
    const common = useCommonMessages();
    const portalOrigin = elementPortalOrigin(props.attributes['portal-origin'], environment.portalOrigin);
    if (isolationMode(props.attributes.isolation, window.location.origin, portalOrigin) === 'none')
      return <InPage {...props} />;
    return (
      <Suspense fallback={<Spinner label={common('status.loading')} showLabel />}>
        <FrameHost
          widget={widget}
          portalOrigin={portalOrigin}
          attributes={props.attributes}
          getSession={props.properties.getSession}
        />
      </Suspense>
    );
  }
  IsolatedWidget.displayName = `Isolated(${InPage.displayName ?? InPage.name})`;
  return IsolatedWidget;
}
