import { useEffect, useRef } from 'react';
import { APPROVAL_CODE_LENGTH, type ApprovalState, type ResendState } from '../../core/payments/approval-machine';
import type { TFunction } from '../../core/i18n/i18n';
import { ApprovalPanel } from '../approval-panel/approval-panel';
import { Banner } from '../banner/banner';
import { useErrorText } from '../i18n/use-error-text';
import { Stack } from '../layout/layout';
import { usePaymentMessages } from './messages';

/** The approval's states in which the payer acts: a code to enter, or a push to approve on the phone. */
export type PaymentApprovalState = Extract<ApprovalState, { kind: 'code' | 'push' }>;

export interface PaymentApprovalProps {
  state: PaymentApprovalState;
  /** The amount paid, formatted ("$120.00"), and who is paid: the push instructions name both. */
  amount: string;
  payee: string;
  /** Level of the step's heading ("Approve the payment"); 3 by default. */
  headingLevel?: 2 | 3 | 4 | undefined;
  onSubmitCode: (code: string) => void;
  onResend: () => void;
}

function resendNotice(resend: ResendState, sent: (to: string | null) => string, errorText: (error: unknown) => string) {
  if (resend.status === 'sent') return { tone: 'success' as const, text: sent(resend.to) };
  if (resend.status === 'failed') return { tone: 'error' as const, text: errorText(resend.error) };
  return undefined;
}

function codeInstructions(t: TFunction, state: Extract<PaymentApprovalState, { kind: 'code' }>): string {
  if (state.mode === 'otp') return t('approval.otp');
  return state.sentTo ? t('approval.sentTo', { to: state.sentTo }) : t('approval.approvalCode');
}

/**
 * The approval step of a payment (part `approval`), by the payer's mode: waiting for the phone (push) or the code
 * entry (SMS, authenticator, approval code), both with a resend and its notice, around ui's ApprovalPanel. Its
 * heading takes focus when the step appears.
 */
export function PaymentApproval({
  state,
  amount,
  payee,
  headingLevel = 3,
  onSubmitCode,
  onResend,
}: PaymentApprovalProps) {
  const { t } = usePaymentMessages();
  const errorText = useErrorText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = `h${headingLevel}` as const;
  const resending = state.resend.status === 'busy';
  return (
    <Stack gap="md" part="approval">
      <Heading ref={heading} tabIndex={-1} className="wallet-payment__heading">
        {t('approval.heading')}
      </Heading>
      {state.kind === 'push' ? (
        <ApprovalPanel
          mode="push"
          instructions={t('approval.pushInstructions', { amount, payee })}
          waitingLabel={t('approval.pushWaiting')}
          waitingError={state.error ? t('approval.pushWaitError') : undefined}
          resendLabel={t('approval.pushResend')}
          resending={resending}
          resendNotice={resendNotice(state.resend, () => t('approval.pushResent'), errorText)}
          onResend={onResend}
        />
      ) : (
        <ApprovalPanel
          mode="code"
          instructions={codeInstructions(t, state)}
          codeLabel={t('approval.codeLabel')}
          codeLength={APPROVAL_CODE_LENGTH}
          submitLabel={t('approval.approve')}
          incompleteText={t('approval.incomplete')}
          approving={state.approving}
          codeError={state.error ? errorText(state.error) : undefined}
          onSubmitCode={onSubmitCode}
          resendLabel={t('approval.resend')}
          resending={resending}
          resendNotice={resendNotice(
            state.resend,
            (to) => (to ? t('approval.resentTo', { to }) : t('approval.resent')),
            errorText,
          )}
          onResend={onResend}
        />
      )}
    </Stack>
  );
}

/**
 * Why the last attempt paid nothing, above the pay button: the submit failed (part `error`, the reason; paying again
 * reuses the attempt's idempotency key) or the approval was declined, expired or had too many wrong codes.
 */
export function PaymentOutcomeBanner({ state }: { state: ApprovalState }) {
  const { t } = usePaymentMessages();
  const errorText = useErrorText();
  if (state.kind === 'failed') {
    return (
      <Banner tone="error" title={t('outcome.failedTitle')} part="error">
        {errorText(state.error)}
      </Banner>
    );
  }
  if (state.kind === 'declined') return <Banner tone="warning">{t(`outcome.declined.${state.reason}`)}</Banner>;
  return null;
}
