// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { BrandLogo } from './brand-logo';

describe('BrandLogo', () => {
  it('is an image named after the brand, drawn with inline SVG', () => {
    renderWithI18n(<BrandLogo brand="uk-emoney" />);
    const logo = screen.getByRole('img', { name: 'Thames Money' });
    expect(logo.querySelector('svg')).not.toBeNull();
    expect(logo.querySelector('[style]')).toBeNull();
  });

  it('can be decorative beside a written brand name', () => {
    const { container } = renderWithI18n(<BrandLogo brand="pay" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.wallet-brand-logo')?.getAttribute('aria-hidden')).toBe('true');
  });
});
