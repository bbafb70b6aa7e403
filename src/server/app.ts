import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { paths, staticPrefix } from "@shared/paths";
import { type Auth, RECOVERY_REQUEST_PATH, recoveryAnswerFloor, requireSession, requireAdministrator, signupRoutes } from "./auth";
import { requireChurch, churchAdminRoutes } from "./churches";
import { churchExportAdminRoutes } from "./church-export";
import { bandAdminRoutes } from "./bands";
import { dashboardAdminRoutes } from "./dashboard";
import { historyAdminRoutes } from "./history";
import { RECORDING_UPLOAD_PATH, recordingAdminRoutes, recordingReportRoutes } from "./recording";
import { musicianAdminRoutes } from "./musicians";
import { planAdminRoutes, escalaPublicRoutes } from "./plans";
import { createAnswerCache, type AnswerCache, forgetAfterWrites, readChurchVersions, type ChurchVersions, publicRoutes } from "./public";
import { reportAdminRoutes } from "./reports";
import { serviceAdminRoutes } from "./services";
import { youtubeImportRoutes } from "./youtube";
import { songAdminRoutes } from "./songs";
import { teamAdminRoutes, invitationPublicRoutes } from "./team";
import { uploadRoutes } from "./uploads";
import type { Storage } from "./storage";
import { EARLY_TAPS_SCRIPT_SOURCE, createPageCache, publicSite } from "./ssr";
import { viewRoutes } from "./views";
import type { BackupStatus } from "./backups";
import {
  DRAINING_MESSAGE, type DrainState, type AppEnv, type ModuleDeps, CLIENT_ADDRESS_HEADER, clientAddress, compression, handleErrors,
  AppError, refuseDeepJson, createPublicReadLimit, createSearchGate, sameOriginWrites, noStore, requestLog,
  refuseControlCharactersInAuthBody, refuseControlCharactersInUrl,
} from "./http";
import type { Config } from "./config";
import { type Database, primaryReads, type ReadDatabase } from "./db";
import type { Logger } from "./logger";
import { createMetrics, metricsRoute, type Metrics } from "./metrics";

export type AppDependencies = {
  db: Database;
  config: Config;
  auth: Auth;
  logger: Logger;
  storage: Storage;
  /** Folder of the built client; omit to serve only the API. */
  clientDir?: string;
  /** The in-process cache of public answers (decision 241); a fresh one when omitted. */
  publicCache?: AnswerCache;
  /** Each church's key and content version (decision 370); read from the database when omitted. */
  churchVersions?: ChurchVersions;
  /** The newest good backup's age, reported by /api/health (decision 390); not reported when omitted. */
  backups?: BackupStatus;
  /** Where the public reads go: a read replica (decision 477, `createReplicaReads`); the primary `db` when omitted. */
  readDatabase?: ReadDatabase;
  /**
   * This process's figures for GET /metrics (decision 473), served only when METRICS_TOKEN is set;
   * made here from the pool and `backups` when omitted.
   */
  metrics?: Metrics;
  /** Set when a stop signal came: /api/health answers 503 "draining" (docs/decisions/466); never draining when omitted. */
  drain?: DrainState;
};

// Large enough for a 5 MB image upload with its multipart framing; the upload checks its own 5 MB limit.
const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** Pages no cache keeps: the admin area, and the pages a mailed token opens. */
const PRIVATE_PAGES = [paths.admin.root.pattern, `${paths.admin.root.pattern}/*`, paths.resetPassword.pattern, paths.acceptInvitation.pattern, paths.escalaAnswer.pattern, paths.myEscalas.pattern];
/** The public pages, under the public read budget: the directory and every church's pages. */
const PUBLIC_PAGES = [paths.home.pattern, `${staticPrefix(paths.church.root.pattern)}/*`];

export function createApp({
  db,
  config,
  auth,
  logger,
  storage,
  clientDir,
  publicCache = createAnswerCache(),
  churchVersions = readChurchVersions(db),
  backups,
  readDatabase: reads = primaryReads(db),
  metrics: givenMetrics,
  drain,
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  const deps: ModuleDeps = { db, config, storage, logger };
  const pageCache = createPageCache();

  // Off without METRICS_TOKEN: no middleware, and /metrics is an unknown path like any other.
  const metrics = config.metricsToken ? (givenMetrics ?? createMetrics({ pool: db.$client, logger, backups })) : undefined;
  if (metrics) {
    app.use(metrics.http.middleware);
    metrics.watchAnswerCache("api", publicCache);
    metrics.watchAnswerCache("page", pageCache);
    watchReadReplica(metrics, reads);
  }

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(compression());
  app.use(
    secureHeaders({
      contentSecurityPolicy: pageContentSecurityPolicy(config),
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=15552000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      // A response that sets its own policy keeps it (uploaded files are stricter than pages).
      overwrite: false,
    }),
  );
  // Signed-in answers and the admin pages stay out of every cache (shared or the browser's own).
  for (const path of ["/api/admin/*", "/api/auth/*", "/api/invitations/*", "/api/escala/*", "/api/signup", "/api/signup/*", ...PRIVATE_PAGES]) app.use(path, noStore);
  app.use(sameOriginWrites(config));

  // The text rule's backstop: a NUL or control character in any path or query string is a 400.
  app.use(refuseControlCharactersInUrl);

  app.use(
    "/api/*",
    exceptStreamedUploads(
      bodyLimit({
        maxSize: BODY_LIMIT_BYTES,
        onError: () => {
          throw new AppError(413, "payload_too_large", "O conteúdo enviado é grande demais.");
        },
      }),
    ),
  );
  // Inside the body limit (a body past it is a 413 while being read), before every rate limit.
  app.use("/api/*", exceptStreamedUploads(refuseDeepJson));

  // Public reads: a per-address budget and a bound on concurrent searches (docs/decisions/197).
  const publicReads = createPublicReadLimit({
    perMinute: config.publicReads.perMinute,
    trustProxy: config.trustProxy,
    // Counted with every process on this database (decision 469).
    shared: { db, logger },
  });
  app.use("/api/public/*", publicReads.middleware, createSearchGate({ concurrency: config.publicReads.searchConcurrency }).middleware);
  if (clientDir) for (const page of PUBLIC_PAGES) app.use(page, publicReads.middleware);

  if (metrics && config.metricsToken) app.get("/metrics", metricsRoute(metrics, config.metricsToken));

  // Listening starts only after the migrations are applied (main.ts; in cluster mode the primary
  // forks the workers after them), so answering at all means they are done.
  app.get("/api/health", async (c) => {
    if (drain?.draining) {
      c.header("connection", "close");
      return c.json({ status: "draining", error: { code: "draining", message: DRAINING_MESSAGE } }, 503);
    }
    try {
      // The pool directly: a ping needs no query builder.
      await db.$client.query("select 1");
      return c.json(backups ? { status: "ok", backup: await backups.newest() } : { status: "ok" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database does not answer");
      return c.json({ status: "unavailable", error: { code: "database_unavailable", message: "Banco de dados indisponível." } }, 503);
    }
  });

  // A recovery request answers at one fixed time, account or not (decision 400).
  app.use(RECOVERY_REQUEST_PATH, recoveryAnswerFloor());
  app.on(["GET", "POST"], "/api/auth/*", refuseControlCharactersInAuthBody, (c) => {
    // better-auth reads the client address (for its rate limits) from this header only; set it
    // from the socket so a client cannot choose its own bucket.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  // What this process writes is on the public pages at the next request (decision 370).
  app.use("/api/admin/*", forgetAfterWrites(churchVersions));
  app.route("/api/admin", adminRoutes(deps, auth));

  app.route("/api", mailedLinkRoutes(deps, auth));
  app.route("/api/public", publicRoutes(deps, churchVersions, publicCache, reads));
  app.route("/api/views", viewRoutes(deps));
  app.route("/uploads", uploadRoutes(storage));

  app.all("/api/*", () => {
    throw new AppError(404, "not_found", "Rota não encontrada.");
  });

  if (clientDir) app.route("/", publicSite({ clientDir, db, reads, publicUrl: config.publicUrl, api: app, trustProxy: config.trustProxy, versions: churchVersions, pageCache }));

  app.onError(handleErrors(logger));

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Admin API: a signed-in member; below /church, also their church (the scope of every query) and
 * the role each module needs (decision 451): an Editor keeps the content, the Administrador also
 * the church record (its writes check the role in churchAdminRoutes), the export and the team.
 */
function adminRoutes(deps: ModuleDeps, auth: Auth) {
  const admin = new Hono<AppEnv>();
  admin.use(requireSession(auth, deps.db));
  admin.route("/church", churchAdminRoutes(deps));
  const churchScope = requireChurch(deps.db);
  const administrator = requireAdministrator(deps.db);
  // `mountedFirst`: a module's sub-paths that another module serves, mounted before it (its "/:id" would take them for an id).
  const churchModules: Record<string, { routes: Hono<AppEnv>; administratorOnly?: true; mountedFirst?: Record<string, Hono<AppEnv>> }> = {
    "/dashboard": { routes: dashboardAdminRoutes(deps) },
    "/musicians": { routes: musicianAdminRoutes(deps) },
    "/bands": { routes: bandAdminRoutes(deps) },
    "/services": { routes: serviceAdminRoutes(deps), mountedFirst: { "/import": youtubeImportRoutes(deps), "/recording": recordingAdminRoutes(deps) } },
    "/plans": { routes: planAdminRoutes(deps) },
    "/songs": { routes: songAdminRoutes(deps) },
    "/reports": { routes: reportAdminRoutes(deps), mountedFirst: { "/recording-accuracy": recordingReportRoutes(deps) } },
    "/church/export": { routes: churchExportAdminRoutes(deps), administratorOnly: true },
    "/team": { routes: teamAdminRoutes(deps), administratorOnly: true },
    "/history": { routes: historyAdminRoutes(deps), administratorOnly: true },
  };
  for (const [prefix, { routes, administratorOnly, mountedFirst = {} }] of Object.entries(churchModules)) {
    admin.use(`${prefix}/*`, churchScope);
    if (administratorOnly) admin.use(`${prefix}/*`, administrator);
    for (const [path, subRoutes] of Object.entries(mountedFirst)) admin.route(`${prefix}${path}`, subRoutes);
    admin.route(prefix, routes);
  }
  return admin;
}

/** The read replica's pool and lag on /metrics (decision 477), when there is one. */
function watchReadReplica(metrics: Metrics, reads: ReadDatabase) {
  const { replicaPool } = reads;
  if (!replicaPool) return;
  metrics.addPool("replica", replicaPool);
  metrics.setReplicaLagSource(async () => (await reads.lagSeconds()) ?? undefined);
}

/** Bodies read as a stream by their route, with limits of their own (a service's recording, decision 526). */
const STREAMED_UPLOADS = new Set([RECORDING_UPLOAD_PATH]);

/** The body middleware, except for a streamed upload (it would read a recording of gigabytes whole) and requests without a body. */
function exceptStreamedUploads(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const withBody = onlyWithBody(middleware);
  return (c, next) => (STREAMED_UPLOADS.has(c.req.path) ? next() : withBody(c, next));
}

/**
 * A GET or HEAD request has no body (the server never gives it one): the middleware is skipped, as
 * merely asking for the body builds a full web Request, a large share of a small answer's cost.
 */
function onlyWithBody(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : middleware(c, next));
}

const ANALYTICS_SCRIPT_HOSTS = ["https://*.googletagmanager.com"];
const ANALYTICS_IMAGE_HOSTS = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];
const ANALYTICS_CONNECT_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

/** The pages' policy: our own files, the video host, and the tag hosts only when an id is configured. */
function pageContentSecurityPolicy(config: Config) {
  const analytics = Boolean(config.analytics.gtmId || config.analytics.gaMeasurementId);
  const when = (hosts: string[]) => (analytics ? hosts : []);
  return {
    defaultSrc: ["'self'"],
    // The one inline script, by its hash: the public pages' early taps (decision 497).
    scriptSrc: ["'self'", EARLY_TAPS_SCRIPT_SOURCE, "https://www.youtube.com", "https://s.ytimg.com", ...when(ANALYTICS_SCRIPT_HOSTS)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://img.youtube.com", ...when(ANALYTICS_IMAGE_HOSTS)],
    frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
    connectSrc: ["'self'", ...when(ANALYTICS_CONNECT_HOSTS)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** The public APIs of the links the app mails (no session): invitations, the escala's answers, sign-up. */
function mailedLinkRoutes(deps: ModuleDeps, auth: Auth) {
  return new Hono<AppEnv>()
    .route("/invitations", invitationPublicRoutes(deps, auth))
    .route("/escala", escalaPublicRoutes(deps))
    .route("/signup", signupRoutes(deps, auth));
}
