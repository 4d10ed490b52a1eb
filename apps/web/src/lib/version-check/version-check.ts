import { VERSION_COOKIE_DAYS } from '@mijn/domain';

const versionCookie = 'mijn_version';
/** The release tag a reload was already made for in this tab: a second reload for it would loop. */
const reloadedForKey = 'mijn.version-reloaded-for';
const secondsPerDay = 24 * 60 * 60;

export interface VersionCheckEnvironment {
  reload: () => void;
}

const browser: VersionCheckEnvironment = { reload: () => window.location.reload() };

function readVersionCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === versionCookie) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeVersionCookie(releaseTag: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and in jsdom.
  document.cookie = `${versionCookie}=${encodeURIComponent(releaseTag)}; Path=/; Max-Age=${
    VERSION_COOKIE_DAYS * secondsPerDay
  }; SameSite=Strict${secure}`;
}

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(reloadedForKey);
  } catch {
    return null;
  }
}

function rememberReloadFor(releaseTag: string): boolean {
  try {
    sessionStorage.setItem(reloadedForKey, releaseTag);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec §4: a version cookie (30 days) holds the release tag of the last page load; when the tag in
 * config.json differs, the cookie is renewed and the page reloaded so no stale code keeps running.
 * A first visit only sets the cookie. The page reloads at most once per release tag and tab, and not
 * at all when the cookie or the marker cannot be written, so it never loops.
 * Answers true when a reload was started (the caller then stops starting the app).
 */
export function checkReleaseTag(releaseTag: string, environment: VersionCheckEnvironment = browser): boolean {
  const stored = readVersionCookie();
  writeVersionCookie(releaseTag);
  if (stored === null || stored === releaseTag) return false;
  if (readVersionCookie() !== releaseTag) return false;
  if (reloadedFor() === releaseTag || !rememberReloadFor(releaseTag)) return false;
  environment.reload();
  return true;
}
