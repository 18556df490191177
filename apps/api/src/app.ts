import Fastify, { type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { useSpanishZodMessages } from '@vidriera/domain/common';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { FastPath, fastPathServerFactory } from './fast-path.ts';
import { createLogger, type LoggerOptions, RequestLogController } from './logger.ts';
import { documentSessionRoutes, requireSessionInDocs, sessionSecuritySchemes } from './openapi-security.ts';
import authPlugin from './plugins/auth.ts';
import backOfficeGuardPlugin from './plugins/back-office-guard.ts';
import depsPlugin from './plugins/deps.ts';
import drainingPlugin from './plugins/draining.ts';
import errorsPlugin, { handleFrameworkError, replyApiNotFound } from './plugins/errors.ts';
import textInputPlugin from './plugins/text-input.ts';
import eventsPlugin from './plugins/events.ts';
import pathDomainPlugin from './plugins/path-domain.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import responseCachePlugin from './plugins/response-cache.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import serverTimePlugin from './plugins/server-time.ts';
import tenancyPlugin from './plugins/tenancy.ts';
import webAppPlugin from './plugins/web-app.ts';
import metricsPlugin, { metricsEnabled } from './plugins/metrics.ts';
import requestIdPlugin, { requestIdOf } from './plugins/request-id.ts';
import { RequestMetrics } from './metrics/request-metrics.ts';
import messengerPlugin from './integrations/whatsapp/messenger-plugin.ts';
import { comerciosRoutes } from './modules/comercios/routes.ts';
import drawJobPlugin from './modules/concursos/draw-job.ts';
import notificacionesJobPlugin from './modules/notificaciones/job.ts';
import { notificacionesRoutes } from './modules/notificaciones/routes.ts';
import { concursosRoutes } from './modules/concursos/routes.ts';
import { reservasRoutes } from './modules/reservas/routes.ts';
import { cartaRoutes } from './modules/carta/routes.ts';
import { imagenesRoutes } from './modules/imagenes/routes.ts';
import { pedidosRoutes } from './modules/pedidos/routes.ts';
import { calificacionesRoutes } from './modules/calificaciones/routes.ts';
import { tableroRoutes } from './modules/tablero/routes.ts';
import { exportacionesRoutes } from './modules/exportaciones/routes.ts';
import paymentsPlugin from './modules/pagos/plugin.ts';
import { pagosRoutes } from './modules/pagos/routes.ts';
import { eventosRoutes } from './modules/eventos/routes.ts';
import { zonasRoutes } from './modules/zonas/routes.ts';
import { ajustesRoutes } from './modules/ajustes/routes.ts';
import { cursosRoutes } from './modules/cursos/routes.ts';
import videoFilesPlugin from './modules/cursos/video-files-plugin.ts';
import { cuentasRoutes } from './modules/cuentas/routes.ts';
import { requireManagedComercio } from './modules/cuentas/staff.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { sitesRoutes } from './modules/sites/routes.ts';
import {
  findSiteByDomain,
  findSiteOwningDomain,
  getSiteMetadata,
  SITE_NOT_FOUND,
  toSiteDomain,
} from './modules/sites/service.ts';
import { webManifestRoutes } from './modules/sites/web-manifest-routes.ts';
import { plataformaRoutes } from './modules/plataforma/routes.ts';
import { backOfficeRoutes } from './modules/back-office/routes.ts';
import { androidAppRoutes } from './modules/android-app/routes.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** The clock; tests inject a fixed one. */
  now?: () => Date;
  /** false for none; by default config.LOG_LEVEL to standard output. */
  logger?: false | LoggerOptions;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Told of every route as it is registered: the back-office access test enumerates them this way. */
  onRoute?: (route: RouteOptions) => void;
}

useSpanishZodMessages();

/**
 * Timeouts against slow or idle clients (Fastify's defaults wait forever for a request's body). Node checks the
 * headers and request timeouts every `connectionsCheckingInterval` (30 s by default): a fifth of the headers
 * timeout makes the cut-off close to what is configured.
 */
export function serverTimeouts(config: Config) {
  const headersTimeout = config.HEADERS_TIMEOUT_SECONDS * 1000;
  return {
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(30_000, Math.max(200, headersTimeout / 5)) },
  };
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const logger = options.logger ?? { level: config.LOG_LEVEL };
  const now = options.now ?? (() => new Date());
  // Requests are counted only when the metrics can be read (METRICS_TOKEN or METRICS_PORT).
  const requestMetrics = metricsEnabled(config) ? new RequestMetrics() : undefined;
  const fastPath = new FastPath(now, requestMetrics);
  const app = Fastify({
    serverFactory: fastPathServerFactory(fastPath),
    ...(logger ? { loggerInstance: createLogger(logger) } : { logger: false }),
    logController: new RequestLogController(),
    // A client's or load balancer's X-Request-Id of a valid form, else a new one: in the logs and on the answer.
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // A domain name can be 253 characters long: its route parameter must get to the schema's 400.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 300 },
    frameworkErrors: handleFrameworkError,
    // Closing (after the drain, shutdown.ts), a request still arriving on an open connection is served, with
    // `Connection: close`, rather than refused with Fastify's English 503.
    return503OnClosing: false,
    ...serverTimeouts(config),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.addHook('onRoute', (route) => {
    if (route.config?.fastPath && route.method === 'POST') fastPath.allowPost(route.url);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(depsPlugin, { config, database, db: database.db, now });
  await app.register(serverTimePlugin);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  // Readiness answers 503 while a shutdown drains the process (shutdown.ts).
  await app.register(drainingPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(textInputPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vidriera API', version: '1.0.0' },
      components: { securitySchemes: sessionSecuritySchemes },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(tenancyPlugin);
  // Before auth: it lets event-stream routes carry the session token as ?token=.
  await app.register(eventsPlugin);
  await app.register(authPlugin);
  // Every route registered from here on: the OpenAPI document says which need a session (/api/docs can send one).
  app.addHook(
    'onRoute',
    documentSessionRoutes(() => [app.requireUser, app.requireAdmin]),
  );
  await app.register(backOfficeGuardPlugin, { requireManagedComercio });
  await app.register(rateLimitPlugin);
  // Before the routes: customer writes with config.idempotent honour an Idempotency-Key (decision 044).
  await app.register(idempotencyPlugin);
  await app.register(messengerPlugin);
  await app.register(drawJobPlugin);
  await app.register(notificacionesJobPlugin);
  await app.register(responseCachePlugin);
  app.addHook('onReady', (done) => {
    fastPath.start(app.responseCache, app.log);
    done();
  });
  app.addHook('preClose', (done) => {
    fastPath.stop();
    done();
  });
  await app.register(pathDomainPlugin, {
    toSiteDomain,
    findSiteOwningDomain,
    findSiteByDomain,
    siteNotFoundMessage: SITE_NOT_FOUND,
  });
  await app.register(paymentsPlugin);
  if (requestMetrics) {
    await app.register(metricsPlugin, {
      requests: requestMetrics,
      jobs: [
        {
          name: 'notifications',
          status: app.notificacionesJob,
          intervalSeconds: config.NOTIFICATIONS_JOB_INTERVAL_SECONDS,
        },
        { name: 'payments', status: app.payments.job, intervalSeconds: config.PAYMENTS_JOB_INTERVAL_SECONDS },
        { name: 'draws', status: app.drawJob, intervalSeconds: config.DRAW_JOB_INTERVAL_SECONDS },
      ],
    });
  }

  await app.register(
    async (api) => {
      // Inside the API's scope, so a file its pages do not have answers the API's JSON 404.
      // indexPrefix: the page links its files from /api/docs/static (it cannot see the scope's prefix).
      await api.register(swaggerUi, { routePrefix: '/docs', indexPrefix: '/api' });
      await api.register(healthRoutes);
      await api.register(sitesRoutes);
      await api.register(comerciosRoutes);
      await api.register(cuentasRoutes);
      await api.register(concursosRoutes);
      await api.register(reservasRoutes);
      await api.register(cartaRoutes);
      await api.register(imagenesRoutes);
      await api.register(pedidosRoutes);
      await api.register(calificacionesRoutes);
      await api.register(notificacionesRoutes);
      await api.register(tableroRoutes);
      await api.register(exportacionesRoutes);
      await api.register(pagosRoutes);
      await api.register(eventosRoutes);
      await api.register(zonasRoutes);
      await api.register(ajustesRoutes);
      await api.register(cursosRoutes);
      await api.register(async (platform) => {
        // plataformaRoutes guards every route it registers with app.requireAdmin (a hook of its scope, not of each route).
        platform.addHook('onRoute', requireSessionInDocs);
        await platform.register(plataformaRoutes);
      });
      await api.register(backOfficeRoutes);
      api.setNotFoundHandler(replyApiNotFound);
    },
    { prefix: '/api' },
  );

  // At the site's root, where Android looks for it (App Links).
  await app.register(androidAppRoutes);
  // The site's own web app manifest, at the path its page links (a route of its own: no built file shadows it).
  await app.register(webManifestRoutes);
  // Course videos are served in API tests too (range requests are part of the contract).
  await app.register(videoFilesPlugin);
  if (options.serveWeb ?? true) await app.register(webAppPlugin, { getSiteMetadata });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
