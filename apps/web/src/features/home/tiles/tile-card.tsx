import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TileType } from '@mijn/domain';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { linkSearch } from '../../../components/link-search.ts';
import { canOpenRoute } from '../../../components/menu/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import { TileIcon } from './tile-icon.tsx';

export type TileTone = 'brand' | 'attention' | 'positive' | 'promo';

interface TileCardProps {
  type: TileType;
  tone?: TileTone;
  title: string;
  /** A route path of spec §2 ('/berichtenbox', 'polis-wijzigen') or an https address. */
  to: string;
  /** The route's query ('jaar' of the policy overview). */
  search?: Record<string, string | number>;
  linkText: string;
  children?: ReactNode;
}

const isExternal = (to: string) => /^https?:\/\//.test(to);
const routePath = (to: string) => `/${to.replace(/^\/+/, '')}`;

/**
 * One home tile: an icon, a heading and what the data says, and a link to its screen. The link
 * covers the whole card; it is left out when the user may not open that screen.
 */
export function TileCard({ type, tone = 'brand', title, to, search, linkText, children }: TileCardProps) {
  const router = useRouter();
  const { flags } = useSession();
  const external = isExternal(to);
  const linked = external || canOpenRoute(router, routePath(to), flags);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className="mijn-tile mijn-home-tile"
      data-tone={tone}
      data-tile={type}
    >
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <span className="mijn-home-tile-icon">
            <TileIcon type={type} />
          </span>
          <Title order={3} size="h4" className="mijn-home-tile-title">
            {title}
          </Title>
        </Group>
        <Stack gap="xs" className="mijn-home-tile-body">
          {children}
        </Stack>
        {linked && (
          <Text fw={600} size="sm" mt="auto" className="mijn-home-tile-action">
            {external ? (
              <Anchor href={to} target="_blank" rel="noopener noreferrer" className="mijn-tile-link" inherit>
                {linkText}
              </Anchor>
            ) : (
              <Anchor
                component={Link}
                to={routePath(to)}
                search={linkSearch(search)}
                className="mijn-tile-link"
                inherit
              >
                {linkText}
              </Anchor>
            )}{' '}
            <span aria-hidden="true">→</span>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function TilePlaceholder() {
  const loadingLabel = 'tile-loading';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      className="mijn-home-tile"
      aria-hidden="true"
      data-placeholder={loadingLabel}
    >
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle height={44} />
        <Skeleton height={18} width="60%" />
      </Group>
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt="xs" width="80%" />
      <Skeleton height={12} mt="lg" width="40%" />
    </Card>
  );
}
