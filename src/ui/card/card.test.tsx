// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its heading, at the level asked for', () => {
    renderWithI18n(
      <Card title="Balances" headingLevel={3}>
        <p>EUR 10.00</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balances' });
    expect(region.querySelector('h3')?.textContent).toBe('Balances');
  });

  it('is a plain surface without a title', () => {
    renderWithI18n(<Card>Plain</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Plain').className).toBe('wallet-card');
  });
});
