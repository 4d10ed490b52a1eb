import { Box, CloseButton, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { useLatestOutboxCode } from './use-outbox.ts';

const storageKey = 'mijn.dev-outbox.open';

/** Whether the user opened or closed the panel in this tab, if they did. */
function storedChoice(): boolean | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored === null ? null : stored === 'true';
  } catch {
    return null;
  }
}

/**
 * Without a choice of the user's: open while logging in (codes are needed then), closed once logged in
 * so it does not cover the dashboard, and closed on a phone so it does not cover the form.
 */
const openByDefault = (loggedIn: boolean) => !loggedIn && !window.matchMedia('(max-width: 47.99em)').matches;

/**
 * Development only (config.outboxEnabled): the last one-time code the portal sent, so a person
 * trying the demo can log in without reading server logs.
 */
export function OutboxPanel() {
  const { t } = useTranslation();
  const loggedIn = useSession().status === 'authenticated';
  const [choice, setChoice] = useState(storedChoice);
  const open = choice ?? openByDefault(loggedIn);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onCodePage = pathname === paths.login || pathname === paths.verification;
  const { data: latest, refetch } = useLatestOutboxCode(open || onCodePage);

  // Arriving on the verification page follows a send: show that code now, not at the next poll.
  useEffect(() => {
    if (pathname === paths.verification) void refetch();
  }, [pathname, refetch]);

  const toggle = (next: boolean) => {
    setChoice(next);
    try {
      sessionStorage.setItem(storageKey, String(next));
    } catch {
      // Remembering the choice is a nicety.
    }
  };

  if (!open) {
    return (
      <UnstyledButton className="mijn-outbox-toggle" aria-expanded={false} onClick={() => toggle(true)}>
        {latest?.code ? t('outbox.toggle-with-code', { code: latest.code }) : t('outbox.toggle')}
      </UnstyledButton>
    );
  }

  return (
    <Paper
      component="aside"
      aria-labelledby="mijn-outbox-title"
      className="mijn-outbox"
      withBorder
      shadow="md"
      radius="md"
      p="sm"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text id="mijn-outbox-title" fw={700} size="sm">
          {t('outbox.title')}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t('outbox.collapse')}
          aria-expanded
          onClick={() => toggle(false)}
        />
      </Group>
      <Box aria-live="polite" aria-atomic="true" mt={4}>
        {latest?.code ? (
          <Stack gap={2}>
            <Text size="sm">
              {t(`outbox.channel.${latest.channel}`)} {t('outbox.to', { to: latest.to })}
            </Text>
            <Text className="mijn-outbox-code">
              <VisuallyHidden>{t('outbox.code')} </VisuallyHidden>
              {latest.code}
            </Text>
            <Text size="xs">{t('outbox.sent-at', { time: formatTime(latest.sentAt) })}</Text>
          </Stack>
        ) : (
          <Text size="sm">{t('outbox.empty')}</Text>
        )}
      </Box>
    </Paper>
  );
}
