import { useState, type FormEvent, type ReactNode } from 'react';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Inline, Stack } from '../layout/layout';
import { OtpInput } from '../otp-input/otp-input';
import { Spinner } from '../spinner/spinner';

interface ApprovalPanelBase {
  /** "We sent a code to +44 ••• ••• 1234", "Approve the payment in the app on your phone". */
  instructions: ReactNode;
  resendLabel: ReactNode;
  onResend: () => void;
  resending?: boolean | undefined;
  /** The outcome of the last resend (sent, or why it failed). */
  resendNotice?: { tone: 'success' | 'error'; text: ReactNode } | undefined;
  /** Anything else under the panel (a cancel button). */
  actions?: ReactNode | undefined;
}

export interface CodeApprovalProps extends ApprovalPanelBase {
  mode: 'code';
  codeLabel: ReactNode;
  submitLabel: ReactNode;
  /** Shown at the field when the code is shorter than `codeLength` on submit. */
  incompleteText: ReactNode;
  codeLength?: number | undefined;
  onSubmitCode: (code: string) => void;
  approving?: boolean | undefined;
  /** The server's answer to the last code (a wrong code). */
  codeError?: ReactNode | undefined;
}

export interface PushApprovalProps extends ApprovalPanelBase {
  mode: 'push';
  /** Spoken and shown beside the spinner while the decision is awaited. */
  waitingLabel: string;
  /** A problem while waiting (the channel could not be opened); the wait goes on. */
  waitingError?: ReactNode | undefined;
}

export type ApprovalPanelProps = CodeApprovalProps | PushApprovalProps;

/**
 * The second step of a payment (transaction approval): either a one-time code to enter (SMS, authenticator, approval
 * code) or a wait for the decision on the user's phone (push). Both can be sent again. Presentational: the caller
 * runs the approval and supplies the texts.
 */
export function ApprovalPanel(props: ApprovalPanelProps) {
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const length = props.mode === 'code' ? (props.codeLength ?? 6) : 6;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.mode !== 'code' || props.approving) return;
    if (code.length !== length) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    props.onSubmitCode(code);
  }

  return (
    <Stack gap="md" className="wallet-approval">
      <p className="wallet-approval__instructions">{props.instructions}</p>
      {props.mode === 'code' ? (
        <form noValidate onSubmit={submit} className="wallet-approval__form">
          <Stack gap="md">
            <OtpInput
              label={props.codeLabel}
              length={length}
              value={code}
              onChange={(next) => {
                setCode(next);
                if (next.length === length) setIncomplete(false);
              }}
              error={incomplete ? props.incompleteText : props.codeError}
            />
            <Inline gap="sm">
              <Button type="submit" loading={props.approving}>
                {props.submitLabel}
              </Button>
            </Inline>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Spinner label={props.waitingLabel} showLabel />
          {props.waitingError && <Banner tone="warning">{props.waitingError}</Banner>}
        </Stack>
      )}
      <Stack gap="sm" className="wallet-approval__resend">
        {props.resendNotice && <Banner tone={props.resendNotice.tone}>{props.resendNotice.text}</Banner>}
        <Inline gap="sm">
          <Button variant="link" loading={props.resending} onClick={props.onResend}>
            {props.resendLabel}
          </Button>
          {props.actions}
        </Inline>
      </Stack>
    </Stack>
  );
}
