import type { Meta, StoryObj } from '@storybook/react-vite';
import { OVERALL_STATUSES } from '../../core/kyc/overall-status';
import { Stack } from '../../ui';
import { StatusBanner } from './status-banner';

/** The banner of every overall verification state (spec 1 section 4), with its tone. */
const meta = {
  title: 'Features/KYC/StatusBanner',
  component: StatusBanner,
  args: { status: 'checked', actionCount: 0 },
  argTypes: { status: { control: 'select', options: OVERALL_STATUSES } },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checked: Story = {};
export const Limited: Story = { args: { status: 'limited' } };
export const Processing: Story = { args: { status: 'processing' } };
export const VerificationProcessing: Story = { args: { status: 'verificationProcessing' } };
export const Unverified: Story = { args: { status: 'unverified' } };
export const DuplicateDocuments: Story = { args: { status: 'duplicateDocuments' } };
export const DuplicateDocumentsUploaded: Story = { args: { status: 'duplicateDocumentsUploaded' } };
export const HasRequiredActions: Story = { args: { status: 'hasRequiredActions', actionCount: 3 } };
export const HasOneRequiredAction: Story = { args: { status: 'hasRequiredActions', actionCount: 1 } };
export const SomeCardDocumentRequired: Story = { args: { status: 'someCardDocumentRequired' } };
export const FinalReview: Story = { args: { status: 'finalReview' } };

export const AllStates: Story = {
  render: () => (
    <Stack gap="md">
      {OVERALL_STATUSES.map((status) => (
        <StatusBanner key={status} status={status} actionCount={2} />
      ))}
    </Stack>
  ),
};
