import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useConfig } from '../../lib/config/index.ts';

interface BrandHomeLinkProps {
  to: string;
}

/** Logo and 'Mijn <brand>' as one link; the logo's alt text is left to the visible name. */
export function BrandHomeLink({ to }: BrandHomeLinkProps) {
  const { t } = useTranslation();
  const { brand } = useConfig();
  return (
    <Link to={to} className="mijn-brand-link" aria-label={t('layout.brand-home', { brand: brand.shortName })}>
      <span className="mijn-brand-badge">
        <BrandLogo height={40} />
      </span>
      <span className="mijn-brand-name">
        <span className="mijn-brand-mijn">{t('layout.mijn')}</span> {brand.shortName}
      </span>
    </Link>
  );
}
