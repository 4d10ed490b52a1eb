import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { insurerToday } from '@mijn/domain';
import { type InsurerPort, insurerAreas } from '@mijn/insurer';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { createAuthenticator } from './auth/authenticate.ts';
import { type HashPassword, hashPassword } from './auth/passwords.ts';
import { createSessionCheck, createSessionStore } from './auth/sessions.ts';
import { createTokenService } from './auth/tokens.ts';
import { wakeAfterWrites } from './background/wake-after-writes.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { stopPhotoReading } from './core/bill-reading/photo-text.ts';
import { createPushSender } from './core/notifications/push-sender.ts';
import { type ReadabilityPools, readabilityPools } from './core/readability/readability-pool.ts';
import type { Db } from './db/client.ts';
import type { DatabaseNotices } from './db/notices.ts';
import { readinessChecks } from './health/checks.ts';
import { createReadiness } from './health/readiness.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { registerCompression } from './http/compression.ts';
import { rejectControlCharacters } from './http/control-characters.ts';
import { errorHandler } from './http/error-handler.ts';
import { registerHttpsOnly } from './http/https-only.ts';
import { acceptJsonBodies } from './http/json-body.ts';
import { createLoginFirstPaint } from './http/login-first-paint.ts';
import { multipartLimits } from './http/multipart-route.ts';
import { parseQueryString } from './http/query-string.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerReplyDate } from './http/reply-date.ts';
import { logOneLinePerRequest } from './http/request-log-line.ts';
import { lazyRequestLogger } from './http/request-logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { createHandOver } from './insurer/hand-over/hand-over.ts';
import { handingOverLoop } from './insurer/hand-over/hand-over-loop.ts';
import { createMessaging } from './messaging/create-messaging.ts';
import type { Messenger } from './messaging/messenger.ts';
import { registerBacklogMetrics } from './metrics/backlog-metrics.ts';
import { recordHttpMetrics } from './metrics/http-metrics.ts';
import { createPortalMetrics, type PortalMetrics } from './metrics/portal-metrics.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { accountChangesRoutes } from './modules/account-changes/routes.ts';
import { accountPopupsRoutes } from './modules/account-popups/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { agreementRoutes } from './modules/agreement/routes.ts';
import { careMediationRoutes } from './modules/care-mediation/routes.ts';
import { collectivityRoutes } from './modules/collectivity/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { createAppConfigReplies } from './modules/content/app-config.ts';
import { createLabelRows } from './modules/content/label-rows.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createAccountRoutes } from './modules/create-account/routes.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { debitanRoutes } from './modules/debitan/routes.ts';
import { declarationRoutes } from './modules/declaration/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { documentRoutes } from './modules/document/routes.ts';
import { idinRoutes } from './modules/idin/routes.ts';
import { insuranceCardRoutes } from './modules/insurance-card/routes.ts';
import { insuranceRightRoutes } from './modules/insurance-right/routes.ts';
import { manifestRoutes } from './modules/manifest/routes.ts';
import { medicalSelectionRoutes } from './modules/medical-selection/routes.ts';
import { memberOfferRoutes } from './modules/member-offer/routes.ts';
import { newsRoutes } from './modules/news/routes.ts';
import { currentNews } from './modules/news/service.ts';
import { notificationRoutes } from './modules/notification/routes.ts';
import { passkeyRoutes } from './modules/passkey/routes.ts';
import { policyRoutes } from './modules/policy/routes.ts';
import { newlyInsuredRoutes } from './modules/policy-change/newly-insured-routes.ts';
import { policyChangeRoutes } from './modules/policy-change/routes.ts';
import { seatedTransportRoutes } from './modules/seated-transport/routes.ts';
import { treatmentAbroadRoutes } from './modules/treatment-abroad/routes.ts';
import { withSecretFiles } from './secret-settings.ts';
import { storageFor } from './storage/create-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** The database's change notices (the connection's), which keep the memory caches current. */
  notices: DatabaseNotices;
  /** The insurer the composition root chose (insurer/wiring.ts). */
  insurer: InsurerPort;
  clock: Clock;
  /** A pino logger (serve.ts builds one with redaction), or false for silence in tests. */
  logger: FastifyBaseLogger | false;
  messenger?: Messenger;
  hashPassword?: HashPassword;
  storage?: FileStorage;
  readability?: ReadabilityPools;
  /** Metrics someone serves (METRICS_PORT): then requests and backlogs are measured too. */
  metrics?: PortalMetrics;
  /** Called after each write that succeeded: serve.ts wakes the simulation's background work. */
  afterWrite?: () => void;
}

/** JSON bodies up to this size; uploads have their own multipart limits. */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * A client gets HEADERS_TIMEOUT_SECONDS for its headers and REQUEST_TIMEOUT_SECONDS for the whole
 * request (Fastify's default is no limit at all), checked every second instead of Node's 30.
 */
function serverTimeouts(config: Config) {
  return {
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
  };
}

/**
 * Builds the server in a visible order: security and protocol plugins, then the app's own context
 * (database, clock, messaging, auth), then the modules. Routes come only from contract entries.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger, childLoggerFactory: lazyRequestLogger, disableRequestLogging: true }
      : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    ...serverTimeouts(config),
    // Spec §7 mixes `Account/...` and `account/...`; parameters keep their case. Arrays come as name[i].
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, querystringParser: parseQueryString },
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  if (deps.metrics) {
    recordHttpMetrics(app, deps.metrics);
    registerBacklogMetrics(deps.metrics.registry, db, clock);
  }
  if (deps.logger) logOneLinePerRequest(app, deps.logger);
  // Every route, whoever made it: params, query string and JSON body (multipart fields: multipart-route).
  app.addHook('preValidation', rejectControlCharacters);
  acceptJsonBodies(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in <style> tags and style attributes at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Sent by registerHttpsOnly only when the request really came over https.
    strictTransportSecurity: false,
  });
  registerHttpsOnly(app, config);
  registerReplyDate(app, clock);
  await registerCompression(app);
  await app.register(fastifyMultipart, { limits: multipartLimits });
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Mijn portal API', version: config.releaseTag },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const tokens = createTokenService({ current: config.jwtSecret, previous: config.jwtPreviousSecret }, clock);
  const openSessions = await createSessionCheck(db, deps.notices);
  const messaging = deps.messenger
    ? { messenger: deps.messenger, start() {}, stop: async () => {} }
    : await createMessaging(config, db, clock, app.log);
  const storage = deps.storage ?? (await storageFor(config));
  const handOverDeps = { db, clock, log: app.log, areas: insurerAreas, port: deps.insurer };
  const context: AppContext = {
    config,
    db,
    insurer: deps.insurer,
    handOver: createHandOver(handOverDeps),
    notices: deps.notices,
    clock,
    messenger: messaging.messenger,
    push: createPushSender({ db, clock, recordInOutbox: config.outboxEnabled, log: app.log }),
    tokens,
    authenticate: createAuthenticator(tokens, db, clock, openSessions),
    sessions: createSessionStore(db, clock, openSessions.forget),
    hashPassword: deps.hashPassword ?? hashPassword,
    storage,
    readability: deps.readability ?? readabilityPools(),
    metrics: deps.metrics ?? createPortalMetrics(),
    readiness: createReadiness(readinessChecks({ db, insurer: deps.insurer, storage }), { log: app.log }),
  };
  app.decorate('ctx', context);
  app.addHook('onClose', async () => {
    await Promise.all([
      context.readability.uploads.close(),
      context.readability.claims.close(),
      stopPhotoReading(),
    ]);
  });
  // Queued messages go out in the background once the server is ready, until it closes.
  app.addHook('onReady', async () => messaging.start());
  app.addHook('onClose', () => messaging.stop());
  // Commands kept while the insurer was away go over once it answers, from every server.
  const handingOver = handingOverLoop(handOverDeps);
  app.addHook('onReady', async () => handingOver.start());
  app.addHook('onClose', () => handingOver.stop());
  wakeAfterWrites(app, () => {
    handingOver.wake();
    deps.afterWrite?.();
  });
  app.decorateRequest('auth', null);
  registerHealthRoutes(app, context.readiness);

  await app.register(accountRoutes);
  const appConfig = createAppConfigReplies({ labelRow: await createLabelRows(db, deps.notices), config });
  await app.register(contentRoutes, { appConfig });
  await app.register(createAccountRoutes);
  await app.register(devRoutes);
  await app.register(idinRoutes, { env: withSecretFiles(process.env) });
  await app.register(policyRoutes);
  await app.register(agreementRoutes);
  await app.register(policyChangeRoutes);
  await app.register(newlyInsuredRoutes);
  await app.register(customerRoutes);
  await app.register(accountPopupsRoutes);
  await app.register(accountChangesRoutes);
  await app.register(collectivityRoutes);
  await app.register(contactRoutes);
  await app.register(debitanRoutes);
  await app.register(declarationRoutes);
  await app.register(documentRoutes);
  await app.register(insuranceCardRoutes);
  await app.register(insuranceRightRoutes);
  await app.register(manifestRoutes);
  await app.register(medicalSelectionRoutes);
  await app.register(memberOfferRoutes);
  await app.register(newsRoutes);
  await app.register(notificationRoutes);
  await app.register(passkeyRoutes);
  await app.register(seatedTransportRoutes);
  await app.register(careMediationRoutes);
  await app.register(treatmentAbroadRoutes);
  await app.register(addressRoutes);

  const loginPage = createLoginFirstPaint({
    webDist: config.webDist,
    labelHosts: config.labelHosts,
    appConfig,
    news: (label, language, today) => currentNews(db, { label, language, beforeAuthorization: true, today }),
    today: () => insurerToday(clock.now()),
    log: app.log,
  });
  await registerStaticFiles(app, config.webDist, loginPage);
  return app;
}
