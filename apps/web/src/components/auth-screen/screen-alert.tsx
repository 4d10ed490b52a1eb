import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRef } from '../../lib/errors/index.ts';

interface ScreenAlertProps {
  message: MessageRef | null;
  tone?: 'negative' | 'info' | 'positive';
  title?: string;
}

const colorOf = { negative: 'red', info: 'blue', positive: 'green' } as const;

/** A message above a form; a negative one is announced and takes focus so it is not missed. */
export function ScreenAlert({ message, tone = 'negative', title }: ScreenAlertProps) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message !== null && tone === 'negative') alert.current?.focus();
  }, [message, tone]);

  if (message === null) return null;
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      role={tone === 'negative' ? 'alert' : 'status'}
      color={colorOf[tone]}
      variant="light"
      title={title}
    >
      {t(message.key, message.values)}
    </Alert>
  );
}
