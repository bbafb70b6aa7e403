import http from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpServerOptions } from "./http-timeouts";
import { allowLongUpload } from "./long-upload";

/** Sends `chunks` pieces of a body, one every `everyMs`; answers the status (or the error that ended the request). */
function slowPost(port: number, path: string, chunks: number, everyMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request({ port, path, method: "POST", headers: { "transfer-encoding": "chunked" } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", (error) => resolve(error.message));
    let sent = 0;
    const timer = setInterval(() => {
      request.write(Buffer.alloc(1000, 1));
      if (++sent === chunks) {
        clearInterval(timer);
        request.end();
      }
    }, everyMs);
  });
}

describe("a long upload (decision 526)", () => {
  const app = new Hono()
    .post("/long", async (c) => {
      allowLongUpload(c);
      return c.text(String((await c.req.arrayBuffer()).byteLength));
    })
    // Its body is cut by the deadline: the read fails, and the client has gone by then.
    .post("/short", async (c) => c.text(String((await c.req.arrayBuffer().catch(() => new ArrayBuffer(0))).byteLength)));
  const server = createAdaptorServer({ fetch: app.fetch, serverOptions: httpServerOptions({ headersMs: 400, requestMs: 800, keepAliveMs: 1000 }) });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("outlasts the whole-request deadline while bytes keep coming; any other request does not", async () => {
    const [long, short] = await Promise.all([slowPost(port, "/long", 10, 200), slowPost(port, "/short", 10, 200)]);
    expect(long).toBe(200);
    expect(short).not.toBe(200);
  });
});
