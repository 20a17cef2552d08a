// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../core/i18n/i18n';
import { renderWithI18n } from '../test-utils';
import { AmountText } from './amount-text';

describe('AmountText', () => {
  it('formats in the current language and keeps the raw amount as its value', async () => {
    const { i18n, container } = renderWithI18n(<AmountText amount="1234.5" currency="EUR" />);
    expect(screen.getByText('€1,234.50')).toBeTruthy();
    expect(container.querySelector('data')?.getAttribute('value')).toBe('1234.5');
    await act(() => setLanguage(i18n, 'es'));
    expect(container.querySelector('data')?.textContent?.replace(/\s/g, ' ')).toBe('1234,50 €');
  });

  it('colours credits and debits when asked', () => {
    const { container } = renderWithI18n(
      <>
        <AmountText amount="-5" currency="EUR" colourBySign />
        <AmountText amount="5" currency="EUR" colourBySign />
        <AmountText amount="0" currency="EUR" colourBySign />
      </>,
    );
    expect([...container.querySelectorAll('data')].map((element) => element.className)).toEqual([
      'wallet-amount wallet-amount--debit',
      'wallet-amount wallet-amount--credit',
      'wallet-amount',
    ]);
  });
});
