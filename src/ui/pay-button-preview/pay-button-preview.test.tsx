// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n/i18n';
import { renderWithI18n } from '../test-utils';
import { PayButtonPreview } from './pay-button-preview';

const style = { shape: 'pill', color: 'blue', size: 'large', label: 'subscribe' } as const;

describe('PayButtonPreview', () => {
  it('is a picture of the button with its label, price, period and brand, styled by classes', async () => {
    const { container, i18n } = renderWithI18n(
      <PayButtonPreview
        buttonStyle={style}
        amount="9.9"
        currency="EUR"
        period="month"
        brandName="Nimbus Wallet"
        logoUrl="https://x.example/logo.png"
      />,
    );
    const picture = screen.getByRole('img', { name: 'Subscribe, €9.90 / month, with Nimbus Wallet' });
    expect(picture.className).toBe(
      'wallet-pay-button wallet-pay-button--pill wallet-pay-button--blue wallet-pay-button--large',
    );
    expect(picture.getAttribute('style')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    await act(() => setLanguage(i18n, 'es'));
    expect(screen.getByRole('img').getAttribute('aria-label')?.replace(/\s/g, ' ')).toBe(
      'Suscribirse, 9,90 € / mes, con Nimbus Wallet',
    );
  });

  it('leaves the price out for an open donation', () => {
    renderWithI18n(
      <PayButtonPreview
        buttonStyle={{ ...style, label: 'donate' }}
        amount={null}
        currency="USD"
        brandName="Quill Pay"
      />,
    );
    expect(screen.getByRole('img', { name: 'Donate, with Quill Pay' })).toBeTruthy();
  });

  it('is a real button when clickable, and ignores clicks while busy', () => {
    const onClick = vi.fn();
    const { rerender } = renderWithI18n(
      <PayButtonPreview buttonStyle={style} amount="5" currency="USD" brandName="Nimbus Wallet" onClick={onClick} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Subscribe \$5\.00/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <PayButtonPreview
        buttonStyle={style}
        amount="5"
        currency="USD"
        brandName="Nimbus Wallet"
        onClick={onClick}
        busy
      />,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('true');
  });
});
