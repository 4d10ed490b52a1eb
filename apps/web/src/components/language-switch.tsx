import { Group, UnstyledButton } from '@mantine/core';
import { updateLanguage } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.ts';
import { changeLanguage, type Language, languages } from '../lib/i18n.ts';
import { getSession } from '../lib/session/index.ts';

const short: Record<Language, string> = { 'nl-NL': 'NL', 'en-US': 'EN' };
const ownName: Record<Language, string> = { 'nl-NL': 'Nederlands', 'en-US': 'English' };

/**
 * Switches the screens and, logged in, first tells the server: letters are written in the account's
 * language (decision 0087), so the ones the new screens fetch come in it, as do SMS and e-mails sent
 * later. The screens switch whatever the server answers.
 */
async function switchLanguage(language: Language): Promise<void> {
  if (getSession().status === 'authenticated') {
    await api(updateLanguage, {
      body: { language: language === 'en-US' ? 'en' : 'nl' },
    }).catch(() => undefined);
  }
  await changeLanguage(language);
}

interface LanguageSwitchProps {
  /** 'on-brand' sits on the coloured header, 'plain' on a light background. */
  variant?: 'on-brand' | 'plain';
}

/** NL/EN buttons; each names its language in that language, as screen readers should read it. */
export function LanguageSwitch({ variant = 'plain' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group
      gap={2}
      role="group"
      aria-label={t('layout.language')}
      className={`mijn-language-switch ${variant}`}
    >
      {languages.map((language) => {
        const active = i18n.language === language;
        return (
          <UnstyledButton
            key={language}
            lang={language}
            aria-pressed={active}
            aria-label={ownName[language]}
            className="mijn-language-option"
            data-active={active || undefined}
            onClick={() => void switchLanguage(language)}
          >
            {short[language]}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
