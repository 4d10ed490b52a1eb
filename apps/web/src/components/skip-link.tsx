import { useTranslation } from 'react-i18next';

/** The first focusable element of every layout: jumps past header and menu to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="mijn-skip-link" href="#main">
      {t('layout.skip-to-content')}
    </a>
  );
}
