import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { useCommonMessages } from '../i18n/use-messages';

export interface StepperStep {
  id: string;
  label: ReactNode;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Index of the current step (0-based). Steps before it show as completed. */
  current: number;
  /** Name of the list for screen readers; defaults to "Progress". */
  label?: string | undefined;
  className?: string | undefined;
}

/**
 * Progress through a multi-step flow. The current step carries aria-current="step". Labels wrap rather than being cut;
 * in a container narrower than 40rem (a widget in a 480 px column, a phone) the list shows its markers only and the
 * summary names the current step ("Step 2 of 4: Payout method"): a container query, so a widget follows its own width,
 * not the page's.
 */
export function Stepper({ steps, current, label, className }: StepperProps) {
  const t = useCommonMessages();
  const currentIndex = Math.min(Math.max(current, 0), steps.length - 1);
  return (
    <nav className={classNames('wallet-stepper', className)} aria-label={label ?? t('status.progress')}>
      <p className="wallet-stepper__summary">
        <span>{t('status.stepOf', { current: currentIndex + 1, total: steps.length })}</span>
        {/* Shown in a narrow container, where the list shows markers only ("Step 2 of 4: Payout method"); hidden
            from screen readers, which read the current step's label in the list. */}
        <span className="wallet-stepper__summary-label" aria-hidden="true">
          : {steps[currentIndex]?.label}
        </span>
      </p>
      <ol className="wallet-stepper__list">
        {steps.map((step, index) => {
          const state = index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className="wallet-stepper__item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wallet-stepper__marker" aria-hidden="true">
                {state === 'complete' ? '✓' : index + 1}
              </span>
              <span className="wallet-stepper__label">
                {step.label}
                {state === 'complete' && <span className="wallet-visually-hidden"> ({t('status.completed')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
