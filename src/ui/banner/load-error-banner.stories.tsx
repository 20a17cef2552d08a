import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../../core/api/errors';
import { LoadErrorBanner } from './load-error-banner';

const meta = {
  title: 'UI/LoadErrorBanner',
  component: LoadErrorBanner,
  args: {
    title: 'Your login history could not be loaded.',
    error: new ApiError({
      code: 'AE',
      message: 'Request failed due to a network error',
      messageKey: 'errors.networkError',
    }),
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadErrorBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkError: Story = {};

export const ServerMessage: Story = {
  args: {
    title: 'The news could not be loaded.',
    error: new ApiError({ code: 'TA1', message: 'This news item is not available to you' }),
  },
};

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    error: new ApiError({
      code: 'UE',
      message: 'Server is not available',
      messageKey: 'errors.serverUnavailable',
      status: 500,
    }),
  },
};
