import { Button, Group, Stack, Text } from '@mantine/core';
import type { LoginHistoryEntry } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { type StatusTone, ToneBadge } from '../../components/tone-badge/tone-badge.tsx';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import { useLoginHistory } from './api.ts';
import { SettingsSection } from './settings-section.tsx';

/** Shown at first; the rest of what the server answers opens on request. */
const FIRST_SHOWN = 5;

const toneOf: Record<LoginHistoryEntry['outcome'], StatusTone> = {
  success: 'positive',
  failed: 'warning',
  blocked: 'error',
};

function useDeviceText() {
  const { t } = useTranslation('settings');
  return ({ browser, os }: LoginHistoryEntry['device']) => {
    if (browser && os) return t('history.device', { browser, os });
    return browser ?? os ?? t('history.unknown-device');
  };
}

function HistoryItem({ entry }: { entry: LoginHistoryEntry }) {
  const { t } = useTranslation('settings');
  const device = useDeviceText();
  return (
    <li className="mijn-login-history-item">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>
            {t('history.when', { date: formatLongDate(entry.at), time: formatTime(entry.at) })}
          </Text>
          <Text size="sm">
            {t(`history.methods.${entry.method}`)} · {device(entry.device)}
          </Text>
        </Stack>
        <ToneBadge tone={toneOf[entry.outcome]}>{t(`history.outcomes.${entry.outcome}`)}</ToneBadge>
      </Group>
    </li>
  );
}

function HistoryList({ entries }: { entries: LoginHistoryEntry[] }) {
  const { t } = useTranslation('settings');
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, FIRST_SHOWN);
  return (
    <Stack gap="sm">
      <ul className="mijn-login-history" aria-labelledby="settings-history">
        {shown.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ul>
      {entries.length > FIRST_SHOWN && (
        <Group>
          <Button variant="subtle" onClick={() => setAll(!all)} aria-expanded={all}>
            {all ? t('history.fewer') : t('history.more', { count: entries.length })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** "Inloggeschiedenis": when, on what device, how, and whether it worked or was blocked. */
export function LoginHistory() {
  const { t } = useTranslation('settings');
  const history = useLoginHistory();
  return (
    <SettingsSection id="settings-history" title={t('history.title')} intro={t('history.intro')} gap="md">
      <QueryState
        query={history}
        failed={{ text: t('history.failed') }}
        loading={{ heights: [40, 40, 40] }}
        empty={{ when: (entries) => entries.length === 0, text: t('history.empty') }}
      >
        {(entries) => <HistoryList entries={entries} />}
      </QueryState>
    </SettingsSection>
  );
}
