import { Button, CopyButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One payment detail with a button that copies it, for pasting into a banking app. */
export function CopyValue({ term, value }: { term: string; value: string }) {
  const { t } = useTranslation('invoices');
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <CopyButton value={value} timeout={2500}>
          {({ copied, copy }) => (
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text span fw={600} className="mijn-invoice-copy-value">
                {value}
              </Text>
              <Button
                variant={copied ? 'filled' : 'light'}
                color={copied ? '#1f7a34' : undefined}
                size="compact-sm"
                className="mijn-invoice-copy-button"
                onClick={copy}
              >
                {copied ? t('details.copied-short') : t('details.copy-short')}
                <VisuallyHidden component="span"> {term}</VisuallyHidden>
              </Button>
              <VisuallyHidden aria-live="polite">
                {copied ? t('details.copied', { what: term }) : ''}
              </VisuallyHidden>
            </Group>
          )}
        </CopyButton>
      </dd>
    </div>
  );
}
