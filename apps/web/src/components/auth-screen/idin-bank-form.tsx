import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { bankOptions, createSession, type IdinFlow } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  idinFailures,
  type ScreenError,
  screenError,
  useFieldError,
  validatorKey,
} from '../../lib/errors/index.ts';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';
import { rememberIdinFlow, sessionNavigator, storeIdinClientCode } from '../../lib/session/index.ts';
import { ScreenAlert } from './screen-alert.tsx';

interface IdinBankFormProps {
  flow: IdinFlow;
  submitLabel: string;
  onCancel?: () => void;
}

const screenHandled = { customErrorHandling: true } as const;

/**
 * Spec §4 Bank identity flows: choose a bank, create the session (flow 0 registers, 1 logs in), keep
 * the client code in its cookie and go to the bank the server names.
 */
export function IdinBankForm({ flow, submitLabel, onCancel }: IdinBankFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [bank, setBank] = useState<string | null>(null);
  const [bankError, setBankError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const banks = useQuery({
    ...contractQuery(bankOptions, {}, screenHandled),
    staleTime: 10 * 60_000,
  });
  const startSession = useMutation(
    contractMutation(createSession, {
      input: (bankIssuer: string) => ({
        body: { iDINFlow: flow, bankIssuer, clientBaseUrl: window.location.origin },
      }),
      options: screenHandled,
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (bank === null) {
      setBankError(validatorKey('validators.required-field'));
      return;
    }
    startSession.mutate(bank, {
      onSuccess: ({ clientCode, sessionLifetime, redirectUrl }) => {
        storeIdinClientCode(clientCode, sessionLifetime);
        rememberIdinFlow(flow);
        sessionNavigator().leave(redirectUrl);
      },
      onError: (error) => setFailure(screenError(idinFailures, error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ScreenAlert message={banks.isError ? { key: 'errors:idin.general-failure' } : failure} />
        <NativeSelect
          label={t('idin.bank')}
          data={[
            { value: '', label: t('idin.bank-placeholder'), disabled: true },
            ...(banks.data ?? []).map((option) => ({ value: option.issuerId, label: option.issuerName })),
          ]}
          value={bank ?? ''}
          onChange={(event) => {
            setBank(event.currentTarget.value === '' ? null : event.currentTarget.value);
            setBankError(null);
          }}
          disabled={banks.isPending}
          withAsterisk
          error={fieldError(bankError)}
        />
        <Group justify={onCancel ? 'space-between' : 'flex-end'} gap="sm">
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {t('idin.cancel')}
            </Button>
          )}
          <Button type="submit" size="md" loading={startSession.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
