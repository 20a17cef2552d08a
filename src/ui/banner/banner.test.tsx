// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Banner } from './banner';

describe('Banner', () => {
  it.each([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('announces a %s banner as %s', (tone, role) => {
    renderWithI18n(<Banner tone={tone} title="Heads up" />);
    expect(screen.getByRole(role).textContent).toContain('Heads up');
  });

  it('offers a dismiss button when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    renderWithI18n(
      <Banner tone="success" onDismiss={onDismiss}>
        Saved
      </Banner>,
      { language: 'pt' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dispensar' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button otherwise', () => {
    renderWithI18n(<Banner tone="error">Server is not available</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
