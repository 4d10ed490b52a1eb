import { Button, Code, Group, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A discount code with a copy button. The outcome is said in words in a live region, so a screen
 * reader hears it too; when the clipboard is refused the code stays selectable by hand.
 */
export function DiscountCode({ code, partner }: { code: string; partner: string }) {
  const { t } = useTranslation('member-offers');
  const [state, setState] = useState<CopyState>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className="mijn-offer-code">
      <Text size="sm" c="dimmed" mb={4}>
        {t('code-label')}
      </Text>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Code className="mijn-offer-code-value">{code}</Code>
        <Button
          size="compact-sm"
          variant={state === 'copied' ? 'light' : 'outline'}
          onClick={() => void copy()}
        >
          {state === 'copied' ? t('copied') : t('copy')}
          <VisuallyHidden> {t('copy-for', { partner })}</VisuallyHidden>
        </Button>
      </Group>
      <Text
        size="xs"
        role="status"
        aria-live="polite"
        c={state === 'failed' ? '#a61b1b' : '#1e5a28'}
        mt={4}
        mih={18}
      >
        {state === 'copied' ? t('copied-status', { code }) : state === 'failed' ? t('copy-failed') : ''}
      </Text>
    </div>
  );
}
