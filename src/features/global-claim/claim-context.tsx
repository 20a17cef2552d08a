import { createContext, useContext, useId, type ReactNode } from 'react';
import type { TFunction } from '../../core/i18n/i18n';
import type { ClaimModel } from '../../core/global-claim/claim-model';

/** What every step of the claim reads: the model, the texts and the heading that takes focus on step changes. */
export interface ClaimContextValue {
  model: ClaimModel;
  t: TFunction;
  allowRefuse: boolean;
  headingLevel: 1 | 2;
  /** Ref callback of the step heading: the feature moves focus to it when the step changes. */
  registerHeading: (node: HTMLHeadingElement | null) => void;
  headingId: string;
}

export const ClaimContext = createContext<ClaimContextValue | null>(null);

export function useClaim(): ClaimContextValue {
  const value = useContext(ClaimContext);
  if (!value) throw new Error('useClaim() must be called inside <GlobalClaimFeature>.');
  return value;
}

/** The heading of the current step; focus moves here when the step changes so screen readers announce it. */
export function StepHeading({ children }: { children: ReactNode }) {
  const { headingLevel, registerHeading, headingId } = useClaim();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Heading id={headingId} ref={registerHeading} tabIndex={-1} part="heading" className="wallet-claim__heading">
      {children}
    </Heading>
  );
}

/** An id for a section heading below the step heading. */
export function useSectionId(): string {
  return useId();
}
