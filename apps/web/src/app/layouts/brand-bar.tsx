import { Container, Group } from '@mantine/core';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { BrandHomeLink } from './brand-home-link.tsx';

/** The skip link and the header of the pages without a menu: brand (linking to `homePath`) and language. */
export function BrandBar({ homePath }: { homePath: string }) {
  return (
    <>
      <SkipLink />
      <header className="mijn-header">
        <Container size="lg" className="mijn-header-inner">
          <Group justify="space-between" wrap="nowrap" h="100%">
            <BrandHomeLink to={homePath} />
            <LanguageSwitch variant="on-brand" />
          </Group>
        </Container>
      </header>
    </>
  );
}
