// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { renderWithI18n } from '../test-utils';
import { LoadErrorBanner } from './load-error-banner';

describe('LoadErrorBanner', () => {
  it('says what failed and why, in the user language, and retries', async () => {
    const onRetry = vi.fn();
    const error = new ApiError({
      code: 'UE',
      message: 'Server is not available',
      messageKey: 'errors.serverUnavailable',
      status: 500,
    });
    renderWithI18n(<LoadErrorBanner title="Die Liste fehlt" error={error} onRetry={onRetry} />, { language: 'es' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Die Liste fehlt');
    expect(alert.textContent).toContain('El servidor no está disponible');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
