import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { emailWithConfirmationSchema } from '@mijn/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { ContactCodeStep } from './contact-code-step.tsx';
import { SettingsSection } from './settings-section.tsx';
import { type ContactChange, useContactChange } from './use-contact-change.ts';
import { useFocusOnReturn } from './use-focus-on-return.ts';

/** The confirm-address step: the address once more, before a code goes to it. */
function CheckAddressStep({
  address,
  change,
  onBack,
}: {
  address: string;
  change: ContactChange;
  onBack: () => void;
}) {
  const { t } = useTranslation('login-settings');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md">
      <ScreenAlert message={change.failure} />
      <Stack gap={4}>
        <Title order={3} size="h4" ref={heading} tabIndex={-1}>
          {t('email.check-title')}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{t('email.check-text', { email: address })}</Text>
      </Stack>
      <Group gap="sm">
        <Button loading={change.sending} onClick={() => change.send(address)}>
          {t('email.send')}
        </Button>
        <Button variant="default" onClick={onBack}>
          {t('email.change')}
        </Button>
      </Group>
    </Stack>
  );
}

interface EmailChangeSectionProps {
  /** The address on file, confirmed or not; null when none is known. */
  current: string | null;
  /** The new address is confirmed with its code and in effect. */
  onConfirmed: () => void;
}

/**
 * The e-mail address of the contact details (contactgegevens-wijzigen): enter the new address twice
 * (spec §5), check it, then enter the code sent to it; only the code changes the address (0043).
 */
export function EmailChangeSection({ current, onConfirmed }: EmailChangeSectionProps) {
  const { t } = useTranslation('login-settings');
  const change = useContactChange('email');
  const [checking, setChecking] = useState<string | null>(null);
  const entry = useFocusOnReturn<HTMLFormElement>();
  const backToEntry = () => {
    setChecking(null);
    entry.returned();
  };
  const { form, field, validate } = useContractForm({
    schema: emailWithConfirmationSchema,
    initialValues: { email: '', confirmEmail: '' },
  });

  const step = () => {
    if (change.pending) {
      return (
        <ContactCodeStep
          change={change}
          pending={change.pending}
          onConfirmed={onConfirmed}
          onOtherAddress={backToEntry}
        />
      );
    }
    if (checking !== null) {
      return <CheckAddressStep address={checking} change={change} onBack={backToEntry} />;
    }
    return (
      <form
        ref={entry.container}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (validate()) setChecking(form.getValues().email.trim());
        }}
      >
        <Stack gap="md">
          <TextInput
            type="email"
            autoComplete="email"
            withAsterisk
            label={t('email.label')}
            {...field('email')}
          />
          <TextInput
            type="email"
            autoComplete="email"
            withAsterisk
            label={t('email.confirm-label')}
            {...field('confirmEmail')}
          />
          <Group>
            <Button type="submit">{t('email.next')}</Button>
          </Group>
        </Stack>
      </form>
    );
  };

  return (
    <SettingsSection
      id="change-email"
      title={t('email.title')}
      intro={current ? t('email.intro', { email: current }) : t('email.intro-none')}
      gap="md"
    >
      {step()}
    </SettingsSection>
  );
}
