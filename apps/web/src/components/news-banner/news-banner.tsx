import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config/index.ts';
import { newsParts } from './news-parts.ts';
import { type NewsAudience, useNews } from './use-news.ts';
import './news-banner.css';

function NewsIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 10v4h3l6 4V6L7 10z" strokeLinejoin="round" />
      <path d="M16.5 9a4 4 0 0 1 0 6" strokeLinecap="round" />
      <path d="M19 6.5a7.5 7.5 0 0 1 0 11" strokeLinecap="round" />
    </svg>
  );
}

const isExternal = (url: string) => /^https?:\/\//.test(url);

/** The news banner (spec §3 News text): current texts of the label, in the chosen language. */
export function NewsBanner({ audience }: { audience: NewsAudience }) {
  const { t } = useTranslation();
  const { label } = useConfig();
  const { items } = useNews(audience, label);
  if (items.length === 0) return null;
  return (
    <section aria-label={t('news:label')} className="mijn-news" data-audience={audience}>
      <Stack gap="xs">
        {items.map((item) => (
          <Alert
            key={item.id}
            color="blue"
            variant="light"
            radius="md"
            icon={<NewsIcon />}
            className="mijn-news-item"
          >
            {newsParts(item.text, item.hyperlinkSubstring, item.url).map((part, index) =>
              part.link && item.url ? (
                <Anchor
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
                  key={index}
                  href={item.url}
                  fw={600}
                  inherit
                  underline="always"
                  {...(isExternal(item.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {part.text}
                </Anchor>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
                <span key={index}>{part.text}</span>
              ),
            )}
          </Alert>
        ))}
      </Stack>
    </section>
  );
}
