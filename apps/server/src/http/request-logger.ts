import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const levels: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** pino's logger (serve.ts builds one): it can say whether a level writes anything. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

/**
 * A request's logger that becomes pino's child (with the request id) only when it writes a line.
 * Fastify makes a child per request, and pino's child serializes and redacts its bindings as it is
 * made: about 5 % of config.json's CPU, spent also when the level (`warn`) writes no line
 * about the request at all. A line that is written goes through the very child Fastify's own
 * factory makes, with the same bindings and options.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  /** The logger to write a line at `level` with, or none where the level writes nothing. */
  writerFor(level: Level): FastifyBaseLogger | undefined {
    if (this.#child) return this.#child;
    return this.parent.isLevelEnabled(level) ? this.#logger : undefined;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

for (const level of levels) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      const writer = this.writerFor(level);
      if (writer) Reflect.apply(writer[level], writer, args);
    },
  });
}

/**
 * Fastify's child logger factory, made lazy. A logger that cannot say which levels it writes (not
 * pino), or a route with a log level of its own, gets Fastify's child at once, as before.
 */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger =>
  isLevelAware(logger) && options.level === undefined
    ? (new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger)
    : logger.child(bindings, options);
