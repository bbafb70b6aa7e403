import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { sql } from "drizzle-orm";
import type { Auth } from "./auth/auth";
import { requireSession } from "./auth/require-session";
import { requireChurch } from "./churches/require-church";
import { churchAdminRoutes } from "./churches/routes";
import { bandAdminRoutes } from "./bands/routes";
import { dashboardAdminRoutes } from "./dashboard/routes";
import { musicianAdminRoutes } from "./musicians/routes";
import { publicCatalogueRoutes } from "./public/catalogue-routes";
import { publicRoutes } from "./public/routes";
import { serviceViewerRoutes } from "./public/service-viewer-routes";
import { serviceAdminRoutes } from "./services/routes";
import { songAdminRoutes } from "./songs/routes";
import { uploadRoutes } from "./storage/routes";
import type { Storage } from "./storage/storage";
import { viewRoutes } from "./views/routes";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { AppEnv, ModuleDeps } from "./http/app-env";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./http/client-address";
import { AppError, errorResponse } from "./http/errors";
import { staticClient } from "./http/static-client";
import { refuseControlCharactersInAuthBody, refuseControlCharactersInUrl } from "./http/text-guard";
import type { Logger } from "./logger";

export type AppDependencies = {
  db: Database;
  config: Config;
  auth: Auth;
  logger: Logger;
  storage: Storage;
  /** Folder of the built client; omit to serve only the API. */
  clientDir?: string;
};

// Large enough for a 5 MB image upload with its multipart framing; the upload checks its own 5 MB limit.
const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

export function createApp({ db, config, auth, logger, storage, clientDir }: AppDependencies) {
  const app = new Hono<AppEnv>();
  const deps: ModuleDeps = { db, config, storage, logger };

  app.use(requestId());
  app.use(async (c, next) => {
    const requestLogger = logger.child({ requestId: c.get("requestId") });
    c.set("logger", requestLogger);
    const started = performance.now();
    await next();
    const entry = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    // API calls are worth a line each; static files only when debugging (or when they fail).
    if (c.req.path.startsWith("/api/") || c.res.status >= 400) requestLogger.info(entry, "request");
    else requestLogger.debug(entry, "request");
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://www.youtube.com", "https://s.ytimg.com", "https://www.googletagmanager.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https://i.ytimg.com", "https://img.youtube.com"],
        frameSrc: ["https://www.youtube.com", "https://www.youtube-nocookie.com"],
        connectSrc: ["'self'", "https://www.google-analytics.com", "https://*.google-analytics.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=15552000; includeSubDomains" : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );

  // The text rule's backstop: a NUL or control character in any path or query string is a 400.
  app.use(refuseControlCharactersInUrl);

  app.use(
    "/api/*",
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError(413, "payload_too_large", "O conteúdo enviado é grande demais.");
      },
    }),
  );

  app.get("/api/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok" });
    } catch (error) {
      c.get("logger").warn({ err: error }, "health check: database does not answer");
      return c.json({ status: "unavailable", error: { code: "database_unavailable", message: "Banco de dados indisponível." } }, 503);
    }
  });

  app.on(["GET", "POST"], "/api/auth/*", refuseControlCharactersInAuthBody, (c) => {
    // better-auth reads the client address (for its rate limits) from this header only; set it
    // from the socket so a client cannot choose its own bucket.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  // Admin API: a signed-in administrator; below /church, also their church (the scope of every query).
  const admin = new Hono<AppEnv>();
  admin.use(requireSession(auth));
  admin.route("/church", churchAdminRoutes(deps));
  const churchScope = requireChurch(db);
  const churchModules = {
    "/dashboard": dashboardAdminRoutes(deps),
    "/musicians": musicianAdminRoutes(deps),
    "/bands": bandAdminRoutes(deps),
    "/services": serviceAdminRoutes(deps),
    "/songs": songAdminRoutes(deps),
  };
  for (const [prefix, routes] of Object.entries(churchModules)) {
    admin.use(`${prefix}/*`, churchScope);
    admin.route(prefix, routes);
  }
  app.route("/api/admin", admin);

  app.route("/api/public", publicRoutes(deps));
  app.route("/api/public", serviceViewerRoutes(deps));
  app.route("/api/public", publicCatalogueRoutes(deps));
  app.route("/api/views", viewRoutes(deps));
  app.route("/uploads", uploadRoutes(storage));

  app.all("/api/*", () => {
    throw new AppError(404, "not_found", "Rota não encontrada.");
  });

  if (clientDir) app.route("/", staticClient({ clientDir, db, publicUrl: config.publicUrl }));

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, new AppError(error.status, "bad_request", error.message || "Requisição inválida."));
    }
    const log = c.get("logger") ?? logger;
    log.error({ err: error }, "unhandled error");
    return c.json(
      { error: { code: "internal_error", message: "Erro interno do servidor.", requestId: c.get("requestId") } },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
