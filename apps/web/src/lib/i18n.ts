import { languageCookie } from '@mijn/contract';
import i18next, { type BackendModule, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie } from './cookies.ts';

export const languages = ['nl-NL', 'en-US'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'nl-NL';
const storageKey = 'mijn.language';
const folderLanguage: Record<string, Language> = { nl: 'nl-NL', en: 'en-US' };

type Texts = { default: Record<string, unknown> };

/**
 * The Dutch texts the shell, the public screens and the shared components need for their first paint
 * are bundled (Dutch is the default and the fallback); a feature's own namespace loads with the
 * feature's screen (react-i18next suspends it until then), so the first screen does not carry the
 * texts of every screen. A shared component's texts must be here: loading them mid-screen would
 * suspend and remount the screen around it. English loads whole when chosen: before the first
 * render (`loadStartLanguage`) or before a switch takes effect (i18next's changeLanguage). The Dutch
 * texts of the shared parts only logged-in screens show (menus, downloads, attachments) come with the
 * authenticated layout instead (`addLayoutTexts`), which the login page does not download; what only
 * screens after the entry show of the first-paint namespaces comes with them (`addLaterTexts`).
 */
const firstPaintFiles = import.meta.glob<Texts>(
  '../locales/nl/{common,errors,validators,routes,news,pwa,auth,forms}.json',
  { eager: true },
);
const featureFiles = import.meta.glob<Texts>([
  '../locales/*/*.json',
  '!../locales/nl/{common,errors,validators,routes,news,pwa,auth,forms,menu,download,attachments,later}.json',
]);
/**
 * The first-paint namespaces' Dutch texts that only screens loaded after the entry show (the other
 * auth steps, their errors, the validators of every other form), keyed by namespace: the login page
 * does not download them (decision 0081).
 */
const laterFile = () => import('../locales/nl/later.json');

const filePattern = /locales\/([^/]+)\/([^/]+)\.json$/;

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(firstPaintFiles)) {
    const match = filePattern.exec(file);
    const language = match?.[1] ? folderLanguage[match[1]] : undefined;
    const namespace = match?.[2];
    if (!language || !namespace) continue;
    resources[language] ??= {};
    resources[language][namespace] = module.default;
  }
  return resources;
}

const namespaceOf = (file: string) => filePattern.exec(file)?.[2] ?? 'common';
const firstPaintNamespaces = [...new Set(Object.keys(firstPaintFiles).map(namespaceOf))];

/** Every namespace there is, first-paint and feature ones (tests load them all up front). */
export const namespaces = [
  ...new Set([...firstPaintNamespaces, ...Object.keys(featureFiles).map(namespaceOf)]),
];

const languageFolder = (language: string) =>
  Object.entries(folderLanguage).find(([, value]) => value === language)?.[0];

/** Loads a feature's namespace from its own chunk when a screen first asks for it. */
const featureTexts: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = featureFiles[`../locales/${languageFolder(language)}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as ResourceKey),
      (error: Error) => callback(error, false),
    );
  },
};

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

void i18n
  .use(initReactI18next)
  .use(featureTexts)
  .init({
    resources: buildResources(),
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    ns: firstPaintNamespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

applyDocumentLanguage(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyDocumentLanguage(language);
});

/** The first-paint texts of the language the app starts in; main.tsx renders once they are there. */
export async function loadStartLanguage(): Promise<void> {
  await i18n.loadNamespaces(firstPaintNamespaces);
}

/**
 * Adds the Dutch texts a layout brings for its shared parts, then loads those namespaces in the current
 * language; the layout renders once this is done, so none of its parts suspends mid-screen.
 */
export async function addLayoutTexts(dutch: Readonly<Record<string, ResourceKey>>): Promise<void> {
  for (const [namespace, texts] of Object.entries(dutch)) {
    i18n.addResourceBundle(defaultLanguage, namespace, texts);
  }
  await i18n.loadNamespaces(Object.keys(dutch));
}

let laterTextsAdded: Promise<void> | undefined;

/**
 * Adds the later Dutch texts (`later.json`) to their namespaces, once; every screen and layout loaded
 * after the entry waits for this (lib/lazy). English files hold their namespaces whole.
 */
export function addLaterTexts(): Promise<void> {
  laterTextsAdded ??= laterFile().then(
    ({ default: byNamespace }) => {
      for (const [namespace, texts] of Object.entries(byNamespace)) {
        i18n.addResourceBundle(defaultLanguage, namespace, texts, true, false);
      }
    },
    (error: unknown) => {
      laterTextsAdded = undefined;
      throw error;
    },
  );
  return laterTextsAdded;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

const languageCookieSeconds = 365 * 24 * 60 * 60;

/**
 * Tells the server the language the login page is to be painted in on the next visit (decision 0093):
 * the choice itself stays in local storage, which the server cannot read.
 */
export function rememberLanguageForFirstPaint(language: Language = storedLanguage()): void {
  writeCookie(languageCookie, language, languageCookieSeconds);
}

/** Switches the language of the whole app and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(storageKey, language);
  } catch {
    // Private mode may refuse storage; the switch still applies for this visit.
  }
  rememberLanguageForFirstPaint(language);
  await i18n.changeLanguage(language);
}
