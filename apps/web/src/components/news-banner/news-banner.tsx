import { Alert, Anchor, Stack } from '@mantine/core';
import type { NewsText } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { newsParts } from './news-parts.ts';
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

export type NewsAudience = 'public' | 'authenticated';

interface NewsBannerProps {
  audience: NewsAudience;
  /** The current texts of the label, in the chosen language. */
  items: readonly NewsText[];
}

/** The news banner (spec §3 News text); PublicNewsBanner and UserNewsBanner give it its texts. */
export function NewsBanner({ audience, items }: NewsBannerProps) {
  const { t } = useTranslation();
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
