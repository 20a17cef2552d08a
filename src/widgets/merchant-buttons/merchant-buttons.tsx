import { lazy, Suspense, useCallback, useEffect } from 'react';
import { widgetsBaseOf } from '../../core/merchant-buttons/widgets-base';
import type { MerchantEvent } from '../../features/merchant-buttons/merchant-context';
import { Spinner, useCommonMessages } from '../../ui';
import {
  sessionEvents,
  useWidgetSession,
  WidgetSessionGate,
  type SessionAttributeValues,
  type SessionPropertyValues,
} from '../runtime/session';
import { useWidget } from '../runtime/widget-context';
import type { WidgetComponentProps } from '../runtime/widget-root';
import { walletEvent } from '../runtime/widget-events';

export interface ButtonSavedDetail {
  buttonId: number;
  /** True for a new button (created or duplicated), false for a change to an existing one. */
  created: boolean;
}

export interface ButtonDeletedDetail {
  buttonId: number;
}

export interface MerchantErrorDetail {
  /** The API's response code of the failed call (`VF`, `ENOA`, `UE`, ...). */
  code: string;
  /** English, for the host's logs; the widget shows the user a translated text. */
  message: string;
}

export const merchantButtonsEvents = {
  ...sessionEvents,
  /** A button was saved (created, duplicated or changed). */
  'wallet-button-saved': walletEvent<ButtonSavedDetail>(),
  /** A button was deleted; sites embedding it no longer show it. */
  'wallet-button-deleted': walletEvent<ButtonDeletedDetail>(),
  /** A call failed; the user sees a translated text and a way to retry. */
  'wallet-error': walletEvent<MerchantErrorDetail>(),
};

export type MerchantButtonsAttributes = SessionAttributeValues;
export type MerchantButtonsProperties = SessionPropertyValues;

/**
 * The feature is a chunk of its own: the first load is the sign-in gate, and the feature downloads while the gate
 * looks for a session (or while the user signs in), so a page that embeds the manager pays little up front.
 */
const loadFeature = () => import('./merchant-buttons-content');
const MerchantButtonsFeature = lazy(() => loadFeature().then((module) => ({ default: module.MerchantButtonsContent })));

/** The merchant's button manager: the sign-in gate, then the feature with the user's session. */
export function MerchantButtonsWidget({
  attributes,
  properties,
}: WidgetComponentProps<MerchantButtonsAttributes, MerchantButtonsProperties>) {
  useEffect(() => {
    // A failure here is retried by the lazy component when it renders.
    loadFeature().catch(() => undefined);
  }, []);
  return (
    <WidgetSessionGate attributes={attributes} properties={properties} purpose="merchant">
      <SignedInMerchantButtons />
    </WidgetSessionGate>
  );
}

function SignedInMerchantButtons() {
  const { api } = useWidgetSession();
  const { brandId, brand, environment, emit } = useWidget<typeof merchantButtonsEvents>();
  const onEvent = useCallback(
    (event: MerchantEvent) => {
      if (event.type === 'button-saved')
        emit('wallet-button-saved', { buttonId: event.buttonId, created: event.created });
      else if (event.type === 'button-deleted') emit('wallet-button-deleted', { buttonId: event.buttonId });
      else emit('wallet-error', { code: event.code, message: event.message });
    },
    [emit],
  );
  const common = useCommonMessages();
  return (
    <Suspense fallback={<Spinner label={common('status.loading')} showLabel />}>
      <MerchantButtonsFeature
        api={api}
        brandId={brandId}
        brandName={brand.name}
        environment={environment}
        widgetsBase={widgetsBaseOf(import.meta.url)}
        headingLevel={2}
        onEvent={onEvent}
      />
    </Suspense>
  );
}
