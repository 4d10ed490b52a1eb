import { Badge, Grid, Group, Stack, Text } from '@mantine/core';
import type { Document } from '@mijn/contract';
import { insurerToday, MESSAGE_BOX_YEARS } from '@mijn/domain';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useDocuments } from './api.ts';
import { ClusterNav } from './cluster-nav.tsx';
import { DocumentList } from './document-list.tsx';
import { MessagesFaq } from './faq.tsx';
import {
  clustersOf,
  customerOptions,
  docTypeOptions,
  type MessageFilters as Filters,
  filterDocuments,
  messageBoxYears,
  noFilters,
} from './filters.ts';
import { LetterViewer } from './letter-viewer.tsx';
import { MessageFilters } from './message-filters.tsx';
import './messages.css';

/** The cluster of berichtenbox/{cluster}, or null on berichtenbox itself. */
function clusterOf(pathname: string): string | null {
  const rest = pathname.slice(paths.messages.length).replace(/^\/+|\/+$/g, '');
  return rest === '' ? null : decodeURIComponent(rest);
}

/** Berichtenbox: the letters of the last 5 years of the people the user may see; opening one marks it read. */
export function MessagesScreen() {
  const { t } = useTranslation('messages');
  const cluster = clusterOf(useLocation({ select: (location) => location.pathname }));
  const documents = useDocuments();
  const [reading, setReading] = useState<Document | null>(null);
  const [filters, setFilters] = useState<Filters>(noFilters);

  const day = insurerToday(new Date());
  const all = filterDocuments(documents.data ?? [], noFilters, null, day);
  const shown = filterDocuments(all, filters, cluster, day);
  const unread = (inCluster: string | null) =>
    all.filter(
      (document) => !document.hasBeenRead && (inCluster === null || document.documentCluster === inCluster),
    ).length;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Group gap="sm" align="center">
          <PageHeading>{t('title')}</PageHeading>
          {documents.isSuccess && (
            <Badge size="lg" variant="light" data-testid="unread-count">
              {t('unread-count', { count: unread(null), years: MESSAGE_BOX_YEARS })}
            </Badge>
          )}
        </Group>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <QueryState
              query={documents}
              loading={{ heights: [64, 64, 64, 64] }}
              failed={{ text: t('load-failed') }}
            >
              {() => (
                <>
                  <ClusterNav clusters={clustersOf(all)} current={cluster} unread={unread} />
                  <MessageFilters
                    filters={filters}
                    onChange={setFilters}
                    years={messageBoxYears(day)}
                    docTypes={docTypeOptions(all)}
                    customers={customerOptions(all)}
                  />
                  <section aria-label={t('list')}>
                    {shown.length === 0 ? (
                      <Text c="dimmed">{t('none')}</Text>
                    ) : (
                      <DocumentList documents={shown} onOpen={setReading} />
                    )}
                  </section>
                </>
              )}
            </QueryState>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MessagesFaq />
        </Grid.Col>
      </Grid>
      <LetterViewer document={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}
