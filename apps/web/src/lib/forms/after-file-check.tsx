import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Files } from './fields/files-field.tsx';

export interface AfterFileCheck {
  /** Pressing on waits for a file's readability check (say so with the `attachments:waiting` text). */
  waiting: boolean;
  /** Presses on now, or once the check is done when one still runs. */
  press: () => void;
  cancel: () => void;
}

/**
 * Pressing on (next, send) while a file's readability check still runs is not refused: it waits
 * for the check and then presses on by itself (issue 34), and what the check found is judged as
 * usual. The press made is the one of the render after the check, so it reads the checked files.
 */
export function useAfterFileCheck(
  files: Files | readonly Files[] | undefined,
  press: () => void,
): AfterFileCheck {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(press);
  latest.current = press;
  const checking = [files ?? []].flat().some((field) => field.checking);
  useEffect(() => {
    if (!waiting || checking) return;
    setWaiting(false);
    latest.current();
  }, [waiting, checking]);
  return {
    waiting,
    press: () => {
      if (checking) setWaiting(true);
      else press();
    },
    cancel: () => setWaiting(false),
  };
}

/** Says, near the button pressed, that the form waits for the file check and goes on by itself. */
export function FileCheckNotice({ check }: { check: AfterFileCheck }) {
  const { t } = useTranslation('attachments');
  return (
    <div role="status">
      {check.waiting && (
        <Alert color="blue" variant="light">
          {t('waiting')}
        </Alert>
      )}
    </div>
  );
}
