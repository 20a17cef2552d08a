import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { FILE_KINDS } from '../../core/files/file-checks';
import { FileDrop, type FileDropProps } from './file-drop';

const DOCUMENT_RULES = { kinds: [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.pdf], maxBytes: 10_000_000 };
const passport = new File([new Uint8Array(2_480_000)], 'passport-front.jpg', { type: 'image/jpeg' });

/** Keeps the chosen file in story state, as a form would. */
function Stateful(
  props: Omit<FileDropProps, 'file' | 'onFileChange'> & {
    initial?: File | null;
    onFileChange?: (file: File | null) => void;
  },
) {
  const { initial = null, onFileChange, ...rest } = props;
  const [file, setFile] = useState<File | null>(initial);
  return (
    <FileDrop
      {...rest}
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/FileDrop',
  component: Stateful,
  args: { label: 'Front of your ID card', rules: DOCUMENT_RULES, onFileChange: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithHint: Story = { args: { hint: 'A photo of the whole card, with all four corners visible.' } };

export const CameraOnPhones: Story = {
  name: 'Camera on phones',
  args: { capture: 'environment', hint: 'On a phone or tablet, "Take a photo" opens the rear camera.' },
  globals: { viewport: { value: 'mobile1' } },
};

export const FileChosen: Story = { args: { initial: passport } };

export const Uploading: Story = { args: { initial: passport, progress: 0.45 } };

export const UploadingUnknownSize: Story = { args: { initial: passport, progress: 'indeterminate' } };

export const ServerRefused: Story = {
  args: { initial: passport, error: 'The document is not readable. Upload a sharper photo.' },
};

export const Disabled: Story = { args: { disabled: true } };
