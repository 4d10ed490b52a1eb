import { Container, Group, Text } from '@mantine/core';
import { insurerYear } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config/index.ts';

export function SiteFooter() {
  const { t } = useTranslation();
  const { brand } = useConfig();
  return (
    <footer className="mijn-footer">
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('layout.footer.copyright', { brand: brand.name, year: insurerYear(new Date()) })}
          </Text>
          <Text size="sm">{t('layout.footer.tagline')}</Text>
        </Group>
      </Container>
    </footer>
  );
}
