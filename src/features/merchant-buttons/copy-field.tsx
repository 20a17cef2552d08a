import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui';
import { useMerchant } from './merchant-context';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure page, old webview). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyFieldProps {
  label: string;
  hint?: string | undefined;
  value: string;
  /** Name of the copy button ("Copy the code"). */
  copyLabel: string;
  rows?: number | undefined;
  part?: string | undefined;
}

/**
 * Text to take away (embed code, a new secret) in a read-only box that selects itself on focus, with a copy button.
 * When the browser refuses the clipboard, the text is selected and the user is told to copy it themselves.
 */
export function CopyField({ label, hint, value, copyLabel, rows = 3, part }: CopyFieldProps) {
  const { t } = useMerchant();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const copied = await copyText(value);
    if (!copied) {
      box.current?.focus();
      box.current?.select();
    }
    setState(copied ? 'copied' : 'failed');
  };

  return (
    <div className="wallet-merchant__copy" part={part}>
      <label htmlFor={`${id}-value`} className="wallet-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="wallet-field__hint">
          {hint}
        </p>
      )}
      <textarea
        ref={box}
        id={`${id}-value`}
        className="wallet-input wallet-merchant__code"
        readOnly
        rows={rows}
        spellCheck={false}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="wallet-merchant__copy-actions">
        <Button variant="secondary" onClick={copy}>
          {copyLabel}
        </Button>
        <span role="status" className="wallet-merchant__copy-status">
          {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : ''}
        </span>
      </div>
    </div>
  );
}
