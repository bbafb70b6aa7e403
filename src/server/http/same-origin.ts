import type { MiddlewareHandler } from "hono";
import type { Config } from "../config";
import type { AppEnv } from "./app-env";
import { AppError } from "./errors";

type OriginConfig = Pick<Config, "publicUrl" | "publicUrlConfigured" | "trustedOrigins" | "trustProxy">;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Fetch Metadata values a browser sends for a request its own page (or the user) started. */
const OWN_SITE_FETCHES = new Set(["same-origin", "none"]);

/** The last entry of a comma-separated forwarding header: the one our own proxy wrote. */
const lastForwarded = (value: string | null) => value?.split(",").at(-1)?.trim() || undefined;

/**
 * The origin the request was sent to: the scheme and Host it arrived with (behind a trusted
 * proxy, the X-Forwarded-Proto / X-Forwarded-Host the proxy wrote).
 */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  if (trustProxy) {
    const proto = lastForwarded(request.headers.get("x-forwarded-proto"));
    const host = lastForwarded(request.headers.get("x-forwarded-host"));
    if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
    if (host) url.host = host;
  }
  return url.origin;
}

/**
 * The origins whose pages may write: PUBLIC_URL's when it is configured; otherwise the origin of
 * the request itself, so the app works from any address it answers on (localhost, 127.0.0.1, a
 * LAN address). The Vite dev server's origin (DEV_CLIENT_ORIGIN) is trusted too.
 */
export function ownOrigins(config: OriginConfig, request: Request): string[] {
  const own = config.publicUrlConfigured ? new URL(config.publicUrl).origin : requestOrigin(request, config.trustProxy);
  return [own, ...config.trustedOrigins];
}

/** Why a write was refused, in words for the person who sees it on the login page. */
export function invalidOriginMessage(config: Pick<Config, "publicUrl" | "publicUrlConfigured">): string {
  return config.publicUrlConfigured
    ? `Abra o Louvor pelo endereço configurado: ${config.publicUrl}`
    : "Pedido recusado: ele não partiu de uma página do Louvor.";
}

export const INVALID_ORIGIN_CODE = "invalid_origin";

/**
 * Refuses state-changing requests that another site's page made (docs/decisions/210): a browser
 * sends `Origin` on every cross-origin POST/PUT/PATCH/DELETE (forms and multipart uploads
 * included), and `Sec-Fetch-Site` on every request. With `Origin`, it must be one of ours; without
 * it, `Sec-Fetch-Site` must say same-origin (or none: typed by the user). A request with neither
 * header did not come from a browser page (curl, the CLI, server-side tests) and is let through:
 * it carries no ambient credentials a third-party site could borrow.
 */
export function sameOriginWrites(config: OriginConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed =
      origin !== undefined
        ? ownOrigins(config, c.req.raw).includes(origin)
        : fetchSite === undefined || OWN_SITE_FETCHES.has(fetchSite);
    if (!allowed) {
      c.get("logger").warn({ origin, fetchSite, method: c.req.method, path: c.req.path }, "cross-site write refused");
      throw new AppError(403, INVALID_ORIGIN_CODE, invalidOriginMessage(config));
    }
    return next();
  };
}
