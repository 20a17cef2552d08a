import { embedSnippet } from '../../core/merchant-buttons/embed-snippet';
import { CopyField } from './copy-field';
import { useMerchant } from './merchant-context';

/** The code to paste into a site for one button: the pay button's script and the element with the button's id. */
export function EmbedCode({ buttonId }: { buttonId: number }) {
  const { t, brandId, environment, widgetsBase } = useMerchant();
  return (
    <CopyField
      part="embed"
      label={t('embed.label', { id: buttonId })}
      hint={t('embed.hint')}
      value={embedSnippet({ buttonId, brandId, environment, widgetsBase })}
      copyLabel={t('embed.copy')}
    />
  );
}
