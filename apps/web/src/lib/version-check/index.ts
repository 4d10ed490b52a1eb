export { checkReleaseTag, type VersionCheckEnvironment } from './version-check.ts';
