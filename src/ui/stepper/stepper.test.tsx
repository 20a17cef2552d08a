// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../test-utils';
import { Stepper } from './stepper';

const steps = [
  { id: 'details', label: 'Details' },
  { id: 'documents', label: 'Documents' },
  { id: 'review', label: 'Review' },
];

describe('Stepper', () => {
  it('marks the current step and says which step of how many it is', () => {
    renderWithI18n(<Stepper steps={steps} current={1} />);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items[0]?.textContent).toContain('Details (completed)');
    expect(within(nav).getByText('Step 2 of 3')).toBeTruthy();
  });

  it('speaks the current language and clamps an out-of-range step', () => {
    renderWithI18n(<Stepper steps={steps} current={7} label="Регистрация" />, { language: 'ru' });
    expect(screen.getByRole('navigation', { name: 'Регистрация' })).toBeTruthy();
    expect(screen.getByText('Шаг 3 из 3')).toBeTruthy();
  });

  it('names the current step beside the summary for a narrow container, hidden from screen readers', () => {
    renderWithI18n(<Stepper steps={steps} current={1} />);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    const summary = nav.querySelector('.wallet-stepper__summary');
    expect(summary?.textContent).toBe('Step 2 of 3: Documents');
    expect(nav.querySelector('.wallet-stepper__summary-label')?.getAttribute('aria-hidden')).toBe('true');
  });
});
