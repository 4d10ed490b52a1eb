import { Badge, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';

interface ClusterNavProps {
  clusters: readonly string[];
  current: string | null;
  unread: (cluster: string | null) => number;
}

/** All messages and one link per cluster (berichtenbox/{cluster}), each with its unread count. */
export function ClusterNav({ clusters, current, unread }: ClusterNavProps) {
  const { t } = useTranslation('messages');
  const item = (cluster: string | null) => {
    const count = unread(cluster);
    const active = cluster === current;
    const label = cluster === null ? t('clusters.all') : t(`clusters.${cluster}`, { defaultValue: cluster });
    return (
      <Button
        key={cluster ?? 'all'}
        component={Link}
        to={cluster === null ? paths.messages : paths.messagesCluster(cluster)}
        variant={active ? 'filled' : 'default'}
        aria-current={active ? 'page' : undefined}
        rightSection={
          count > 0 ? (
            <Badge size="sm" variant={active ? 'white' : 'filled'} circle aria-hidden>
              {count}
            </Badge>
          ) : undefined
        }
        aria-label={count > 0 ? t('clusters.with-unread', { label, count }) : label}
      >
        {label}
      </Button>
    );
  };
  return (
    <nav aria-label={t('clusters.label')}>
      <Group gap="xs">{[null, ...clusters].map(item)}</Group>
    </nav>
  );
}
