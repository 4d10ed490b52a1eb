import { Alert, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { SaveFailure } from './use-save-failure.ts';

const errorSaving = 'errors:save-details.error-saving';

interface SaveFormFooterProps {
  failure: SaveFailure;
  saving: boolean;
  saveLabel: string;
  cancelLabel: string;
  /** Where cancel goes: the screen the details are shown on. */
  cancelTo: string;
}

/**
 * The end of an edit form of details: spec §8's error-saving message (with the reason, when the
 * server gave one the catalogue knows), then save and cancel.
 */
export function SaveFormFooter({ failure, saving, saveLabel, cancelLabel, cancelTo }: SaveFormFooterProps) {
  const { t } = useTranslation();
  const outcome = failure.failure;
  return (
    <>
      {outcome && (
        <Alert ref={failure.failureRef} tabIndex={-1} color="red" title={t(errorSaving)}>
          {outcome.key !== errorSaving && t(outcome.key, outcome.values)}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={saving}>
          {saveLabel}
        </Button>
        <Button component={Link} to={cancelTo} variant="default">
          {cancelLabel}
        </Button>
      </Group>
    </>
  );
}
