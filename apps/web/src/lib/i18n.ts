import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const languages = ['nl-NL', 'en-US'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'nl-NL';
const storageKey = 'mijn.language';
const folderLanguage: Record<string, Language> = { nl: 'nl-NL', en: 'en-US' };

// Every locales/<folder>/<namespace>.json is bundled eagerly: the texts are small and a
// lazy load would flash untranslated keys on the first paint.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    const language = match?.[1] ? folderLanguage[match[1]] : undefined;
    const namespace = match?.[2];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

export const namespaces = [
  ...new Set(Object.keys(files).map((file) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? 'common')),
];

function isLanguage(value: string | null | undefined): value is Language {
  return languages.some((language) => language === value);
}

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language.slice(0, 2);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

applyDocumentLanguage(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyDocumentLanguage(language);
});

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Switches the language of the whole app and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(storageKey, language);
  } catch {
    // Private mode may refuse storage; the switch still applies for this visit.
  }
  await i18n.changeLanguage(language);
}
