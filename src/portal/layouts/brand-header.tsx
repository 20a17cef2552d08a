import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo, Inline, LanguageSwitcher } from '../../ui';
import { usePortal } from '../portal-context';

/** The top bar: brand logo and name (a link to the start), anything the layout adds, and the language switch. */
export function BrandHeader({ home, children }: { home: string; children?: ReactNode }) {
  const { brand, brandId } = usePortal();
  return (
    <header className="portal-header">
      <Inline gap="md" align="center" justify="between" className="portal-header__bar">
        <Link to={home} className="portal-header__brand">
          <BrandLogo brand={brandId} decorative />
          <span className="portal-header__name">{brand.name}</span>
        </Link>
        <Inline gap="md" align="center">
          {children}
          <LanguageSwitcher languages={brand.languages.available} />
        </Inline>
      </Inline>
    </header>
  );
}
