import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '../brand/environments';
import { embedSnippet, portalWidgetsBase, widgetsBaseOf } from './embed-snippet';

describe('embedSnippet', () => {
  it('writes the script and the element with brand, env and, for the sandbox, api-base', () => {
    const environment = resolveEnvironment('pay', 'sandbox', { sandboxOrigin: 'http://127.0.0.1:4310' });
    expect(
      embedSnippet({ buttonId: 710002, brandId: 'pay', environment, widgetsBase: 'http://127.0.0.1:5474/widgets/' }),
    ).toBe(
      '<script type="module" src="http://127.0.0.1:5474/widgets/wallet-pay-button.js"></script>\n' +
        '<wallet-pay-button button-id="710002" brand="pay" env="sandbox" api-base="http://127.0.0.1:4310"></wallet-pay-button>',
    );
  });

  it('leaves api-base out for hosted environments', () => {
    const environment = resolveEnvironment('wallet', 'staging3');
    const snippet = embedSnippet({
      buttonId: 7,
      brandId: 'wallet',
      environment,
      widgetsBase: portalWidgetsBase(environment),
    });
    expect(snippet).toContain('env="staging3"');
    expect(snippet).not.toContain('api-base');
    expect(snippet).toContain(`src="${environment.portalOrigin}/widgets/wallet-pay-button.js"`);
  });
});

describe('widgetsBaseOf', () => {
  it('finds the widgets folder from an entry or a chunk', () => {
    expect(widgetsBaseOf('https://cdn.example/wallet/chunks/merchant-abc.js')).toBe('https://cdn.example/wallet/');
    expect(widgetsBaseOf('https://cdn.example/wallet/wallet-merchant-buttons.js')).toBe('https://cdn.example/wallet/');
  });
});
