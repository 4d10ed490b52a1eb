import { useConfig } from '../lib/config/index.ts';

interface BrandLogoProps {
  height?: number;
}

/** The label's logo; its alt text is the brand name, so the link around it has a name. */
export function BrandLogo({ height = 40 }: BrandLogoProps) {
  const { brand } = useConfig();
  return <img className="mijn-brand-logo" src={brand.logoUrl} alt={brand.name} height={height} />;
}
