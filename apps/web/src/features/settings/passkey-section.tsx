import { Button, Group, Text } from '@mantine/core';
import { MAX_PASSKEYS_PER_ACCOUNT, type Passkey } from '@mijn/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import type { MessageRef } from '../../lib/errors/index.ts';
import { browserHasPasskeys } from '../../lib/passkey/index.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { usePasskeys } from './passkey-api.ts';
import { PasskeyList } from './passkey-list.tsx';
import { RemovePasskeyModal } from './remove-passkey-modal.tsx';
import { SettingsSection } from './settings-section.tsx';

/** Passkeys (issue 19): the list, adding one after the password, removing one. */
export function PasskeySection() {
  const { t } = useTranslation('settings');
  const passkeys = usePasskeys();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [done, setDone] = useState<MessageRef | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const count = passkeys.data?.length ?? 0;
  const atLimit = count >= MAX_PASSKEYS_PER_ACCOUNT;

  // Back from the form, focus returns to the button that opened it rather than to the page's start.
  useEffect(() => {
    if (adding || !returnFocus.current) return;
    returnFocus.current = false;
    addButton.current?.focus();
  }, [adding]);

  const closeForm = () => {
    returnFocus.current = true;
    setAdding(false);
  };
  const added = (passkey: Passkey) => {
    setDone({ key: 'settings:passkeys.added', values: { name: passkey.name } });
    closeForm();
  };
  const removed = (passkey: Passkey) => {
    setDone({ key: 'settings:passkeys.removed', values: { name: passkey.name } });
    setRemoving(null);
  };

  return (
    <SettingsSection id="settings-passkeys" title={t('passkeys.title')} intro={t('passkeys.intro')} gap="md">
      <ScreenAlert message={done} tone="positive" />
      <QueryState
        query={passkeys}
        failed={{ text: t('passkeys.failed') }}
        loading={{ heights: [40] }}
        empty={{ when: (list) => list.length === 0, text: t('passkeys.empty') }}
      >
        {(list) => (
          <PasskeyList
            passkeys={list}
            onRemove={(passkey) => {
              setDone(null);
              setRemoving(passkey);
            }}
          />
        )}
      </QueryState>
      {!browserHasPasskeys() ? (
        <Text>{t('passkeys.unsupported')}</Text>
      ) : adding ? (
        <AddPasskeyForm onAdded={added} onCancel={closeForm} />
      ) : atLimit ? (
        <Text>{t('passkeys.limit', { max: MAX_PASSKEYS_PER_ACCOUNT })}</Text>
      ) : (
        <Group>
          <Button
            ref={addButton}
            variant="light"
            onClick={() => {
              setDone(null);
              setAdding(true);
            }}
          >
            {t('passkeys.add')}
          </Button>
        </Group>
      )}
      <RemovePasskeyModal
        passkey={removing}
        isLast={count === 1}
        onRemoved={removed}
        onClose={() => setRemoving(null)}
      />
    </SettingsSection>
  );
}
