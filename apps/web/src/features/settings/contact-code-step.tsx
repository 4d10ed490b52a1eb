import { Button, Group, Stack } from '@mantine/core';
import { ConfirmContactChangeBody } from '@mijn/contract';
import { CODE_VALIDITY_MINUTES, VERIFICATION_CODE_LENGTH } from '@mijn/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, ScreenAlert } from '../../components/auth-screen/index.ts';
import { changeLoginSettingsFailures, type ScreenError, screenError } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { useConfirmContactChange } from './login-settings-api.ts';
import type { ContactChange, PendingContactChange } from './use-contact-change.ts';

interface ContactCodeStepProps {
  change: ContactChange;
  pending: PendingContactChange;
  onConfirmed: () => void;
  /** The person gave up this address to enter another. */
  onOtherAddress: () => void;
}

/** The enter-code step of a new phone number or e-mail address: only its code makes the change. */
export function ContactCodeStep({ change, pending, onConfirmed, onOtherAddress }: ContactCodeStepProps) {
  const { t } = useTranslation('login-settings');
  const { channel } = change;
  const confirm = useConfirmContactChange(channel);
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const { form, field, validate } = useContractForm({
    schema: ConfirmContactChangeBody,
    initialValues: { verificationCode: '' },
    toInput: (values) => ({ ...values, channel }),
  });
  const code = useRef<HTMLInputElement>(null);
  // The step replaced the address form: the code field is where the person goes on, and its
  // description says where the code went.
  useEffect(() => code.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    confirm.mutate(form.getValues().verificationCode.trim(), {
      onSuccess: onConfirmed,
      onError: (error) => setFailure(screenError(changeLoginSettingsFailures, error)),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {pending.sends > 1 && !change.failure && (
          <ScreenAlert tone="info" message={{ key: 'login-settings:code.resent' }} />
        )}
        <ScreenAlert message={failure ?? change.failure} />
        <CodeInput
          ref={code}
          length={VERIFICATION_CODE_LENGTH}
          numeric
          label={t('code.label')}
          description={t('code.sent', { to: pending.started.sentTo, minutes: CODE_VALIDITY_MINUTES })}
          {...field('verificationCode')}
        />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('code.confirm')}
          </Button>
          <Button
            variant="default"
            loading={change.sending}
            onClick={() => {
              setFailure(null);
              change.resend();
            }}
          >
            {t('code.resend')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              change.restart();
              onOtherAddress();
            }}
          >
            {t(`code.other-${channel}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
