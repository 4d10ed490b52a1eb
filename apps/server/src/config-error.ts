/** A setting that is missing, malformed or unsafe: the server refuses to start and says which. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
