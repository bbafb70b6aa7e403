import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories";
import { EXAMPLE_HOST, makeSelfSignedCertificate, NGINX_EXAMPLE, renderNginxExample, startNginx, type RunningNginx } from "../../../tests/nginx";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { loadConfig } from "../config";
import { sessions } from "../db";
import { httpServerOptions } from "../http";

/**
 * deploy/nginx/louvor.conf, the README's reverse-proxy example, run for real: Debian's nginx with
 * a self-signed certificate in front of the app (TRUST_PROXY=true) on a real HTTP listener.
 */

const ORIGIN = `https://${EXAMPLE_HOST}`;
/** The app's limit on a request body (BODY_LIMIT_BYTES in src/server/app.ts); checked against the app below. */
const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; tls: { authorized: boolean; protocol: string | null } | undefined };
type Call = { path: string; method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string };

let dir: string;
let app: TestApp;
let appServer: http.Server;
let appPort: number;
let nginx: RunningNginx;
let httpPort: number;
let httpsPort: number;
let certificatePem: string;

/** Ports below Linux's ephemeral range, at random, so that files side by side do not reach for the same one. */
const freePort = () => getPort({ host: "127.0.0.1", port: Array.from({ length: 20 }, () => 20_000 + Math.floor(Math.random() * 12_000)) });

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "louvor-nginx-"));
  app = await createTestApp({ TRUST_PROXY: "true", PUBLIC_URL: ORIGIN });
  appServer = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: httpServerOptions(app.config.httpTimeouts) }) as http.Server;
  await new Promise<void>((resolve) => appServer.once("listening", () => resolve()));
  appPort = (appServer.address() as AddressInfo).port;

  const { certificate, key, pem } = makeSelfSignedCertificate(dir, EXAMPLE_HOST);
  certificatePem = pem;
  httpPort = await freePort();
  httpsPort = await freePort();
  nginx = await startNginx(dir, renderNginxExample({ httpPort, httpsPort, certificate, key, upstream: `127.0.0.1:${appPort}` }));
});

afterAll(async () => {
  await nginx?.stop();
  if (appServer) {
    appServer.closeAllConnections();
    await new Promise((resolve) => appServer.close(resolve));
  }
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One request, on a connection of its own, answered whole. */
function call(transport: typeof http | typeof https, port: number, tlsOptions: https.RequestOptions, { path: urlPath, method = "GET", headers = {}, body, localAddress }: Call) {
  return new Promise<Answer>((resolve, reject) => {
    const request = transport.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method,
        localAddress,
        agent: false,
        headers: { host: EXAMPLE_HOST, ...(body ? { "content-length": String(body.length) } : {}), ...headers },
        ...tlsOptions,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const socket = response.socket as TLSSocket;
          const tls = "encrypted" in socket ? { authorized: socket.authorized, protocol: socket.getProtocol() } : undefined;
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), tls });
        });
      },
    );
    // nginx refuses an oversized body on its Content-Length, before it arrives, and then reads and
    // discards the rest (lingering close), so the client still gets the answer. An error after the
    // answer changes nothing; one before it fails the call.
    request.on("error", reject);
    request.end(body);
  });
}

/** Through nginx, over TLS, trusting only the test's certificate (for the example's host name). */
const viaHttps = (options: Call) => call(https, httpsPort, { servername: EXAMPLE_HOST, ca: certificatePem, rejectUnauthorized: true }, options);
const viaHttp = (options: Call) => call(http, httpPort, {}, options);
/** Straight to the app, without nginx. */
const direct = (options: Call) => call(http, appPort, {}, options);

describe("the nginx example in front of the app", () => {
  it("answers over TLS with a certificate the client verifies, and forwards to the app", async () => {
    const answer = await viaHttps({ path: "/api/health" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "ok" });
    expect(answer.tls).toMatchObject({ authorized: true, protocol: expect.stringMatching(/^TLSv1\.[23]$/) });
    // The app's own headers came through: the request reached it.
    expect(answer.headers["x-request-id"]).toMatch(/.{8,}/);
    // PUBLIC_URL is https: the app itself asks browsers to stay on HTTPS.
    expect(answer.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("refuses a certificate the client does not trust", async () => {
    await expect(call(https, httpsPort, { servername: EXAMPLE_HOST, rejectUnauthorized: true }, { path: "/api/health" })).rejects.toThrow(/self.signed/i);
  });

  it("sends plain HTTP to the same address on HTTPS", async () => {
    const answer = await viaHttp({ path: "/churches/igreja/services?page=2" });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${ORIGIN}/churches/igreja/services?page=2`);
  });

  it("gives the app the connecting client's address, whatever X-Forwarded-For the client sends", async () => {
    const admin = await createAdmin(app);
    // The client connects from 127.0.0.2 (nginx reaches the app from 127.0.0.1) and claims another address.
    const answer = await viaHttps({
      path: "/api/auth/sign-in/email",
      method: "POST",
      localAddress: "127.0.0.2",
      headers: { origin: ORIGIN, "content-type": "application/json", "x-forwarded-for": "203.0.113.9, 198.51.100.7" },
      body: Buffer.from(JSON.stringify({ email: admin.email, password: admin.password })),
    });
    expect(answer.status).toBe(200);
    // better-auth keeps the address the app gave it (the one its per-address limits count) with the session.
    const rows = await app.db.select({ ipAddress: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, admin.id));
    expect(rows).toEqual([{ ipAddress: "127.0.0.2" }]);
    // And the session cookie is Secure: the app knows it is reached over HTTPS.
    expect(String(answer.headers["set-cookie"])).toMatch(/;\s*Secure/i);
  });

  it("passes a body as large as the app accepts, and answers a larger one with the app's 413", async () => {
    const atLimit = Buffer.alloc(BODY_LIMIT_BYTES, "a");
    const overLimit = Buffer.alloc(BODY_LIMIT_BYTES + 1, "a");
    const post = (body: Buffer) => ({ path: "/api/nada-aqui", method: "POST", headers: { origin: ORIGIN, "content-type": "application/octet-stream" }, body });

    // The limit is the app's: at it, the app reads the request (and finds no such route); one byte more is its 413.
    const appAtLimit = await direct(post(atLimit));
    expect(appAtLimit.status).toBe(404);
    const appOverLimit = await direct(post(overLimit));
    expect(appOverLimit.status).toBe(413);

    const proxiedAtLimit = await viaHttps(post(atLimit));
    expect(proxiedAtLimit.status).toBe(404);
    expect(JSON.parse(proxiedAtLimit.body)).toEqual(JSON.parse(appAtLimit.body));
    const proxiedOverLimit = await viaHttps(post(overLimit));
    expect(proxiedOverLimit.status).toBe(413);
    // Whether nginx or the app refused it, the browser reads the app's error.
    expect(JSON.parse(proxiedOverLimit.body)).toEqual({ error: JSON.parse(appOverLimit.body).error });
    expect(nginx.errorLog()).toMatch(/client intended to send too large body/);
  });

  it("closes idle connections to the app before the app would", () => {
    const example = readFileSync(NGINX_EXAMPLE, "utf8");
    const upstreamIdle = /keepalive_timeout\s+(\d+)s;/.exec(example.slice(example.indexOf("upstream louvor"), example.indexOf("}")));
    const defaults = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), PUBLIC_URL: ORIGIN });
    expect(upstreamIdle, "the upstream block sets keepalive_timeout").not.toBeNull();
    expect(Number(upstreamIdle?.[1]) * 1000).toBeLessThan(defaults.httpTimeouts.keepAliveMs);
    // The headers' deadline is the app's too.
    expect(example).toContain(`client_header_timeout ${defaults.httpTimeouts.headersMs / 1000}s;`);
  });
});
