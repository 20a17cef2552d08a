import type { FormEvent, ReactNode } from 'react';
import { Button } from '../button/button';
import type { FormView } from '../form/use-form';
import { useCommonMessages } from '../i18n/use-messages';
import { Stack } from '../layout/layout';
import { Dialog } from './dialog';

interface FormDialogBase {
  open: boolean;
  title: ReactNode;
  description?: ReactNode | undefined;
  /** The submitting button's text: what it does ("Add", "Save", "Create the key"). */
  submitLabel: string;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
  /** The cancelling button's text; "Cancel" by default. */
  cancelLabel?: string | undefined;
  /** Shows the submitting button loading (a second click does nothing) while the submit runs. */
  busy?: boolean | undefined;
  /** Names the form (it is then a `form` landmark); most dialogs leave it to the dialog's title. */
  formLabel?: string | undefined;
  /** The fields; Enter in any of them submits. */
  children?: ReactNode | undefined;
}

export type FormDialogProps = FormDialogBase &
  (
    | {
        /** Runs on the submitting button and on Enter in a field (the form's default is prevented). */
        onSubmit: () => unknown;
        form?: undefined;
      }
    | {
        /** A `useForm` view: the form element takes its props, and submitting is `form.submit()`. */
        form: Pick<FormView<Record<string, unknown>>, 'formProps' | 'submit'>;
        onSubmit?: undefined;
      }
  );

/**
 * A dialog holding one form: the fields, the submitting action and Cancel (first the action, as every dialog here
 * orders its buttons). The form submits on Enter as well as on the button, and runs the caller's checks, never the
 * browser's (`noValidate`).
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, description, submitLabel, onCancel, cancelLabel, busy = false, formLabel, children } = props;
  const common = useCommonMessages();
  const submit = () => {
    if (props.form) props.form.submit();
    else void props.onSubmit();
  };
  const formProps = props.form?.formProps ?? {
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      submit();
    },
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      actions={
        <>
          <Button loading={busy} onClick={submit}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? common('actions.cancel')}
          </Button>
        </>
      }
    >
      <form {...formProps} aria-label={formLabel}>
        <Stack gap="md">
          {children}
          <button type="submit" hidden />
        </Stack>
      </form>
    </Dialog>
  );
}
