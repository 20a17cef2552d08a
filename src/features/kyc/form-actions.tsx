import { Banner, Button, Inline, useCommonMessages, useErrorText } from '../../ui';

/** The end of a section's form: why its last save failed, then save and, where the form can be left, cancel. */
export function FormActions({
  failure,
  saving,
  saveLabel,
  onCancel,
}: {
  failure: unknown;
  saving: boolean;
  saveLabel: string;
  onCancel: (() => void) | undefined;
}) {
  const common = useCommonMessages();
  const errorText = useErrorText();
  return (
    <>
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      <Inline gap="sm">
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {common('actions.cancel')}
          </Button>
        )}
      </Inline>
    </>
  );
}
