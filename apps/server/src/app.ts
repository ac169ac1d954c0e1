import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cdnPurgeAdapter } from './adapters/cdn/cdn.adapter.ts';
import { gazetteerGeocoder } from './adapters/geocoding/gazetteer.geocoder.ts';
import { nominatimGeocoder } from './adapters/geocoding/nominatim.geocoder.ts';
import { countedMailer } from './adapters/mail/mail.counted.ts';
import { outboxMail } from './adapters/mail/outbox.mail.ts';
import { smtpMail } from './adapters/mail/smtp.mail.ts';
import type { PaymentsPort } from './adapters/payments/payments.port.ts';
import { simulatorPayments } from './adapters/payments/simulator.payments.ts';
import { stripePayments } from './adapters/payments/stripe.payments.ts';
import { storageAdapter } from './adapters/storage/storage.adapter.ts';
import { guardedStorage } from './adapters/storage/storage.guard.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { authHook, requireAdmin, setTeamGate } from './lib/auth.ts';
import type { AppDeps } from './lib/deps.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { noStoreForPrivateReplies } from './lib/http-cache.ts';
import { registerInstance } from './lib/instance.ts';
import { createJobRunner } from './lib/jobs.ts';
import { openapiOptions } from './lib/openapi.ts';
import { refuseWritesWhenOutdated } from './lib/outdated-instance.ts';
import { requestIdOf } from './lib/request-id.ts';
import { withRedactedRequests } from './lib/request-log.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { sessionUser } from './modules/auth/auth.service.ts';
import { blockedEmailsRoutes } from './modules/blocked-emails/blocked-emails.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { channelsRoutes } from './modules/channels/channels.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { geocodeRoutes } from './modules/geocode/geocode.routes.ts';
import { healthRoutes, type Lifecycle } from './modules/health/health.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { mailAdminRoutes } from './modules/mail/mail.admin.routes.ts';
import { mailboxRoutes } from './modules/mail/mail.mailbox.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { messageTemplatesRoutes } from './modules/message-templates/message-templates.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetrics } from './modules/metrics/metrics.service.ts';
import { paymentsConnectRoutes } from './modules/payments/payments.connect.routes.ts';
import { paymentsDisputesRoutes } from './modules/payments/payments.disputes.routes.ts';
import { wireReservationHooks } from './modules/payments/payments.hooks.ts';
import { loadInstallId } from './modules/payments/payments.install.ts';
import { paymentsRefundReturnsRoutes } from './modules/payments/payments.refund-returns.routes.ts';
import { paymentsWebhookRoutes } from './modules/payments/payments.webhook.routes.ts';
import { payoutsAdminRoutes } from './modules/payments/payouts.admin.routes.ts';
import { payoutsRoutes } from './modules/payments/payouts.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { pricingRulesRoutes } from './modules/pricing-rules/pricing-rules.routes.ts';
import { pruneRateLimits } from './modules/rate-limits/rate-limits.service.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { cancelForFraudWarning } from './modules/reservations/reservations.cancel.service.ts';
import { reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { changeStatus, recordEvent } from './modules/reservations/reservations.service.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { registerSpa } from './modules/spa/spa.routes.ts';
import { staysRoutes } from './modules/stays/stays.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { taxesRoutes } from './modules/taxes/taxes.routes.ts';
import { registerTeamChecks, teamGate } from './modules/team/team.access.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { withTeam } from './modules/team/team.service.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

export interface BuildAppOptions {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built SPA (production start); tests of the API leave it off. */
  serveWeb?: boolean;
}

/** The card payment provider: the offline simulator unless Stripe is configured. */
export function paymentsAdapter(env: Env, db: Db, installId: string): PaymentsPort {
  return env.STRIPE_SECRET_KEY
    ? stripePayments(env, { installId })
    : simulatorPayments(db, { publicBaseUrl: env.publicBaseUrl, installId });
}

/** The adapters app.ts chooses (decision 0004) and the app's dependencies built on them; the instance is started. */
async function appDeps(env: Env, database: Database, log: FastifyBaseLogger) {
  const installId = await loadInstallId(database.db);
  const store = guardedStorage(storageAdapter(env), log);
  const mail = countedMailer(
    env.mailTransport === 'smtp' && env.SMTP_URL
      ? smtpMail(env.SMTP_URL, { timeoutMs: env.MAIL_TIMEOUT_MS })
      : outboxMail(log, { showLinks: env.NODE_ENV !== 'production' }),
  );
  const instance = await registerInstance(database.db, {
    heartbeatMs: env.INSTANCE_HEARTBEAT_MS,
    log,
  });
  instance.start();
  const deps: AppDeps = {
    env,
    db: database.db,
    probe: database.probe,
    ...(database.poolStats && { poolStats: database.poolStats }),
    storage: store.storage,
    mailer: mail.mailer,
    cdnPurge: cdnPurgeAdapter(env),
    jobs: createJobRunner({ intervalMs: env.JOBS_INTERVAL_MS, log, runAlone: database.runAlone }),
    geocoder: env.GEOCODER_URL ? nominatimGeocoder(env.GEOCODER_URL) : gazetteerGeocoder(),
    installId,
    instance,
    // Every idempotency key sent to the provider starts with this install's id (decision 0022).
    payments: paymentsAdapter(env, database.db, installId),
  };
  return { deps, storageFailures: store.failures, mailFailures: mail.failures };
}

/** Security headers, compression, multipart bodies and the OpenAPI document, for every reply. */
async function registerHttpPlugins(app: FastifyInstance, env: Env) {
  const tileOrigin = new URL(env.MAP_TILE_URL.replace(/\{[a-z]\}/g, 'a')).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin, 'https://*.tile.openstreetmap.org'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Brotli or gzip for text replies above 1 KB (HTML, API JSON); the built assets come precompressed
  // (modules/spa). Quality 5 is the on-the-fly sweet spot: most of the saving for a fraction of the time.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 40, fields: 400 } });

  await app.register(swagger, openapiOptions(env));
  // The document is still built (tests read app.swagger()); only its routes are off unless API_DOCS=on.
  if (env.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/** Everything under /api: the session, team and outdated-instance hooks, then every module's routes. */
function apiRoutes(deps: AppDeps, lifecycle: Lifecycle): FastifyPluginAsync {
  return async (api) => {
    api.addHook(
      'onRequest',
      authHook(async (token) => withTeam(deps.db, await sessionUser(deps.db, token))),
    );
    registerTeamChecks(api, deps.db);
    api.addHook('onRequest', refuseWritesWhenOutdated(deps.probe));
    api.addHook('onSend', noStoreForPrivateReplies);
    await api.register(healthRoutes(deps, lifecycle));
    await api.register(lookupsRoutes(deps));
    await api.register(configRoutes(deps));
    await api.register(authRoutes(deps));
    await api.register(usersRoutes(deps));
    await api.register(mailRoutes(deps));
    await api.register(mailAdminRoutes(deps));
    await api.register(listingsRoutes(deps));
    await api.register(channelsRoutes(deps));
    await api.register(geocodeRoutes(deps));
    await api.register(searchRoutes(deps));
    await api.register(staysRoutes(deps));
    await api.register(placesRoutes(deps));
    await api.register(bookingsRoutes(deps));
    await api.register(paymentsConnectRoutes(deps));
    await api.register(paymentsWebhookRoutes(deps));
    await api.register(paymentsDisputesRoutes(deps));
    await api.register(paymentsRefundReturnsRoutes(deps));
    await api.register(reservationsRoutes(deps));
    await api.register(conversationsRoutes(deps));
    await api.register(messageTemplatesRoutes(deps));
    await api.register(reviewsRoutes(deps));
    await api.register(payoutsRoutes(deps));
    await api.register(payoutsAdminRoutes(deps));
    await api.register(taxesRoutes(deps));
    await api.register(calendarRoutes(deps));
    await api.register(ratesRoutes(deps));
    await api.register(pricingRulesRoutes(deps));
    await api.register(dashboardRoutes(deps));
    await api.register(teamRoutes(deps));
    await api.register(tasksRoutes(deps));
    await api.register(contentRoutes(deps));
    await api.register(blockedEmailsRoutes(deps));
    await api.register(adminRoutes(deps));
  };
}

/** Builds the whole HTTP app. main.ts and the tests build it the same way. */
export async function buildApp({ env, database, logger = false, serveWeb = false }: BuildAppOptions) {
  const app = Fastify({
    logger: withRedactedRequests(logger),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    genReqId: requestIdOf,
    requestIdHeader: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Payments report back to the reservations above them through hooks, never an import (decision 0073).
  wireReservationHooks({ changeStatus, recordEvent, cancelForFraudWarning });
  // Team members pass one access rule on every host route (decision 0102).
  setTeamGate(teamGate);

  const { deps, storageFailures, mailFailures } = await appDeps(env, database, app.log);
  app.decorate('deps', deps);
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  // Modules add their jobs as they register; main.ts starts them when JOBS=on; closing the app
  // (shutdown, tests) stops them first.
  deps.jobs.add({
    name: 'rate-limit-prune',
    everyMs: 10 * 60_000,
    exclusive: true,
    run: () => pruneRateLimits(deps.db),
  });
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.mailer.close();
    await deps.instance.stop();
  });
  app.decorateRequest('user', null);
  const metrics = createMetrics(database, app.log, { jobs: deps.jobs, storageFailures, mailFailures });
  metrics.observe(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerHttpPlugins(app, env);

  // Belt and braces: every /api/admin/* route needs an admin, even one whose module forgot requireAdmin.
  // preValidation: after the /api scope's authHook (onRequest) has resolved the session, and before the
  // body is validated, so a visitor gets 401/403 and learns nothing from validation messages.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/admin')) await requireAdmin(request, reply);
  });

  await app.register(apiRoutes(deps, lifecycle), { prefix: '/api' });

  // The dev mailbox exists only with the embedded outbox (with SMTP the mail leaves and is not shown here),
  // and in production only when DEV_MAILBOX=on asks for it.
  if (env.devMailbox) await app.register(mailboxRoutes(deps));

  await app.register(uploadsRoutes(deps));
  await app.register(metricsRoutes(deps, metrics));

  if (serveWeb) registerSpa(app, deps);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** main.ts sets `draining` on SIGTERM; /api/ready reports it. */
    lifecycle: Lifecycle;
  }
}
