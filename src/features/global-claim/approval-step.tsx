import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { ClaimSubmission } from '../../core/global-claim/claim-model';
import { Banner, Button, Inline, OtpInput, Stack, useErrorText } from '../../ui';
import { StepHeading, useClaim } from './claim-context';
import { useClaimFlowTexts } from './flow-texts';

/** Approval codes are six digits, like every one-time code of the platform. */
export const APPROVAL_CODE_LENGTH = 6;

/**
 * Step 5: the claim was submitted; the recipient enters the approval code sent to them. A wrong code shows the
 * server's description; the code can be sent again, by another available method too.
 */
export function ApprovalStep({ submission }: { submission: ClaimSubmission }) {
  useClaimFlowTexts();
  useSignals();
  const { model, t } = useClaim();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [approving, setApproving] = useState(false);
  const state = model.approval.value;
  if (!state) return null;
  const resend = state.resend;
  const otherMethods = submission.availableApprovalMethods.filter((method) => method !== submission.approveType);

  async function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (approving) return;
    setApproving(true);
    try {
      await model.approve(code);
    } finally {
      setApproving(false);
    }
  }

  const codeError = state.codeMissing ? t('approval.codeMissing') : state.error ? errorText(state.error) : undefined;

  return (
    <Stack gap="lg">
      <StepHeading>{t('approval.heading')}</StepHeading>
      <p className="wallet-claim__intro">{t('approval.sentTo', { to: submission.approvalSentTo })}</p>
      <form noValidate onSubmit={(event) => void approve(event)} part="form" className="wallet-claim__form">
        <Stack gap="md">
          <OtpInput
            label={t('approval.code')}
            length={APPROVAL_CODE_LENGTH}
            value={code}
            onChange={setCode}
            error={codeError}
          />
          <Inline part="actions" gap="sm" stackOnMobile>
            <Button type="submit" loading={approving}>
              {t('approval.approve')}
            </Button>
          </Inline>
        </Stack>
      </form>
      <Stack gap="sm" className="wallet-claim__resend">
        {resend.status === 'sent' && <Banner tone="success">{t('approval.resent', { to: resend.to })}</Banner>}
        {resend.status === 'failed' && (
          <Banner tone="error" title={t('approval.resendFailed')}>
            {errorText(resend.error)}
          </Banner>
        )}
        <Inline gap="sm">
          <Button variant="link" loading={resend.status === 'busy'} onClick={() => model.resendCode()}>
            {t('approval.resend')}
          </Button>
          {otherMethods.map((method) => (
            <Button key={method} variant="link" onClick={() => model.resendCode(method)}>
              {t('approval.resendBy', { method: t(`approval.methods.${method}`, { defaultValue: method }) })}
            </Button>
          ))}
        </Inline>
        <Button variant="secondary" onClick={() => model.changeDetails()}>
          {t('approval.changeDetails')}
        </Button>
      </Stack>
    </Stack>
  );
}
