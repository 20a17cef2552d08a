// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountText } from '../amount-text/amount-text';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { Card } from '../card/card';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../field/field';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { OtpInput } from '../otp-input/otp-input';
import { PasswordField } from '../password-field/password-field';
import { Select } from '../select/select';
import { Spinner } from '../spinner/spinner';
import { Stepper } from '../stepper/stepper';
import { renderWithI18n } from '../test-utils';
import { FormLayout, Inline, Stack, VisuallyHidden } from './layout';

describe('layout primitives', () => {
  it('puts a form in the readable column and its summary after it (beside it on wide screens, by the stylesheet)', () => {
    const { container } = renderWithI18n(
      <FormLayout summary={<section aria-label="Summary">Total $25.30</section>}>
        <form aria-label="Send money" />
      </FormLayout>,
    );
    const layout = container.querySelector('.wallet-form-layout');
    expect(layout?.classList.contains('wallet-form-layout--summary')).toBe(true);
    const [main, summary] = Array.from(layout?.children ?? []);
    expect(main?.className).toBe('wallet-form-layout__main');
    expect(main?.querySelector('form')).toBe(screen.getByRole('form', { name: 'Send money' }));
    expect(summary?.textContent).toBe('Total $25.30');
    // Without a summary there is no empty column.
    const alone = renderWithI18n(<FormLayout>form</FormLayout>).container.querySelector('.wallet-form-layout');
    expect(alone?.classList.contains('wallet-form-layout--summary')).toBe(false);
    expect(alone?.children).toHaveLength(1);
  });

  it('lays out with classes and keeps list semantics', () => {
    renderWithI18n(
      <Stack as="ul" gap="lg" aria-label="Accounts">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Accounts' });
    expect(list.className).toBe('wallet-stack wallet-gap-lg');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('hides text visually only', () => {
    renderWithI18n(
      <button type="button">
        <VisuallyHidden>Delete card</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete card' })).toBeTruthy();
  });
});

describe('the design system under a strict CSP', () => {
  it('renders every primitive without a style attribute', () => {
    const { container } = renderWithI18n(
      <Stack>
        <Inline justify="between" stackOnMobile>
          <Button loading>Pay</Button>
          <Button variant="link">Details</Button>
        </Inline>
        <TextField label="Name" error="Required" hint="As on your passport" />
        <PasswordField label="Password" />
        <OtpInput />
        <Select label="Currency" options={[{ value: 'EUR', label: 'Euro' }]} />
        <Banner tone="warning" title="Check" onDismiss={() => undefined} />
        <Card title="Balance" actions={<Button variant="link">Edit</Button>}>
          <AmountText amount="10" currency="EUR" colourBySign />
        </Card>
        <Stepper
          steps={[
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ]}
          current={0}
        />
        <Spinner showLabel />
        <LanguageSwitcher />
        <Dialog open onClose={() => undefined} title="Dialog">
          <p>Body</p>
        </Dialog>
      </Stack>,
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });
});
