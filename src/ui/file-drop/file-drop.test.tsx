// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FILE_KINDS, type FileRules } from '../../core/files/file-checks';
import { renderWithI18n } from '../test-utils';
import { FileDrop, type FileDropProgress } from './file-drop';

const RULES: FileRules = { kinds: [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.pdf], maxBytes: 5_000_000 };

function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}

function Picker({
  onFileChange,
  progress,
  initial = null,
}: {
  onFileChange?: (file: File | null) => void;
  progress?: FileDropProgress;
  initial?: File | null;
}) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <FileDrop
      label="Proof of address"
      rules={RULES}
      file={file}
      progress={progress}
      capture="environment"
      onFileChange={(next) => {
        setFile(next);
        onFileChange?.(next);
      }}
    />
  );
}

/** The file input, found by its label as a user of assistive technology would. */
function input(): HTMLInputElement {
  return screen.getByLabelText('Proof of address', { selector: 'input' });
}

describe('FileDrop', () => {
  it('is a labelled group with the accepted types and size limit, and a button that opens the file dialog', async () => {
    renderWithI18n(<Picker />);
    expect(screen.getByRole('group', { name: 'Proof of address' })).toBeTruthy();
    expect(screen.getByText('JPG, PNG, or PDF, up to 5 MB.')).toBeTruthy();
    const field = input();
    expect(field.accept).toBe('.jpg,.jpeg,image/jpeg,.png,image/png,.pdf,application/pdf');
    const click = vi.spyOn(field, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Choose a file Proof of address' }));
    expect(click).toHaveBeenCalled();
  });

  it('takes an accepted file, shows it with its size and announces it', async () => {
    const onFileChange = vi.fn();
    renderWithI18n(<Picker onFileChange={onFileChange} />);
    await userEvent.upload(input(), fileOf('bill.pdf', 'application/pdf', 1_250_000));
    expect(onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'bill.pdf' }));
    expect(screen.getByText('bill.pdf', { selector: '.wallet-file-drop__name' })).toBeTruthy();
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    expect(screen.getByText('bill.pdf (1.2 MB) is ready to upload.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose another file Proof of address' })).toBeTruthy();
  });

  it('shows a file name without path parts or bidi controls (U+202E cannot disguise the type)', async () => {
    renderWithI18n(<Picker />);
    await userEvent.upload(input(), fileOf('scan\u202Efdp.jpg', 'image/jpeg', 1_000));
    expect(screen.getByText('scanfdp.jpg', { selector: '.wallet-file-drop__name' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('\u202E');
  });

  it('refuses a file of another type before the parent hears of it, keeping the earlier choice', async () => {
    const onFileChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderWithI18n(<Picker onFileChange={onFileChange} initial={fileOf('bill.pdf', 'application/pdf', 1000)} />);
    await user.upload(input(), fileOf('holiday.gif', 'image/gif', 1000));
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Error: This type of file cannot be uploaded here. Choose a JPG, PNG, or PDF file.',
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('bill.pdf', { selector: '.wallet-file-drop__name' })).toBeTruthy();
  });

  it('refuses a file over the limit with its size and the limit, in the interface language', () => {
    const onFileChange = vi.fn();
    renderWithI18n(<Picker onFileChange={onFileChange} />, { language: 'ru' });
    fireEvent.change(screen.getByLabelText('Proof of address', { selector: 'input' }), {
      target: { files: [fileOf('scan.png', 'image/png', 7_300_000)] },
    });
    expect(onFileChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Размер файла 7,3\sМБ, это больше допустимых 5\sМБ/);
  });

  it('takes a dropped file and refuses several at once', () => {
    const onFileChange = vi.fn();
    renderWithI18n(<Picker onFileChange={onFileChange} />);
    const zone = screen.getByText('Drag and drop a file here, or').parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [fileOf('a.jpg', 'image/jpeg', 10), fileOf('b.jpg', 'image/jpeg', 10)] },
    });
    expect(screen.getByRole('alert').textContent).toContain('Add one file at a time.');
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('a.jpg', 'image/jpeg', 10)] } });
    expect(onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.jpg' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the file and keeps focus on the control', async () => {
    const onFileChange = vi.fn();
    renderWithI18n(<Picker onFileChange={onFileChange} initial={fileOf('bill.pdf', 'application/pdf', 1000)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove bill.pdf' }));
    expect(onFileChange).toHaveBeenCalledWith(null);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a file Proof of address' }));
  });

  it('shows upload progress instead of the buttons', () => {
    renderWithI18n(<Picker initial={fileOf('bill.pdf', 'application/pdf', 1000)} progress={0.42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading bill.pdf' });
    expect(bar.getAttribute('value')).toBe('42');
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a camera input for documents, which opens the rear camera', () => {
    const { container } = renderWithI18n(<Picker />);
    const camera = container.querySelector('input[capture]');
    expect(camera?.getAttribute('capture')).toBe('environment');
    expect(camera?.getAttribute('accept')).toBe('.jpg,.jpeg,image/jpeg,.png,image/png');
  });
});
