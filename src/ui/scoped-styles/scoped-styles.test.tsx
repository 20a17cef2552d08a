// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScopedStyles, StyleScopeContext } from './scoped-styles';

describe('ScopedStyles', () => {
  it('does nothing outside an element (the portal’s document has every ui style)', () => {
    const { container } = render(<ScopedStyles styles={['.a{color:red}']} />);
    expect(container.innerHTML).toBe('');
  });

  it('asks the element’s root to adopt the styles once, and renders nothing when it did', () => {
    const adopt = vi.fn(() => true);
    const { container, rerender } = render(
      <StyleScopeContext value={adopt}>
        <ScopedStyles styles={['.a{color:red}', '.b{color:blue}']} />
      </StyleScopeContext>,
    );
    rerender(
      <StyleScopeContext value={adopt}>
        <ScopedStyles styles={['.a{color:red}', '.b{color:blue}']} />
      </StyleScopeContext>,
    );
    expect(adopt).toHaveBeenCalledTimes(1);
    expect(adopt).toHaveBeenCalledWith(['.a{color:red}', '.b{color:blue}']);
    expect(container.innerHTML).toBe('');
  });

  it('renders <style> elements where the root cannot adopt', () => {
    const { container } = render(
      <StyleScopeContext value={() => false}>
        <ScopedStyles styles={['.a{color:red}', '.b{color:blue}']} />
      </StyleScopeContext>,
    );
    expect([...container.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      '.a{color:red}',
      '.b{color:blue}',
    ]);
  });
});
