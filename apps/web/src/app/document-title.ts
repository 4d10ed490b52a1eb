import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config/index.ts';
import { applyDocumentBrand, documentTitle } from '../lib/labels/index.ts';

/** The tab shows the page and the brand; the theme-color and favicon follow the label. */
export function useDocumentBrand(): void {
  const { t } = useTranslation();
  const { brand } = useConfig();
  const titleKey = useMatches({ select: (matches) => matches.at(-1)?.staticData.titleKey });
  const notFound = useMatches({ select: (matches) => matches.some((match) => match.status === 'notFound') });
  const pageTitle = notFound ? t('not-found.title') : titleKey ? t(`routes:${titleKey}`) : undefined;

  useEffect(() => {
    document.title = documentTitle(pageTitle, brand.shortName);
  }, [pageTitle, brand.shortName]);

  useEffect(() => applyDocumentBrand(brand), [brand]);
}
