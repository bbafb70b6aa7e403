import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyBytes, lightText } from "./light-response";

/** Serves `app` on a free port through @hono/node-server (whose responses are light), for one call. */
async function throughNodeServer(app: Hono, path: string): Promise<void> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  try {
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)).arrayBuffer();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("reading a response's body as it was given", () => {
  it("gives a string's text and its UTF-8 bytes, and bytes as they are, from the Node server's light responses", async () => {
    const seen: Record<string, { text: string | null; bytes: string }> = {};
    const app = new Hono();
    app.use(async (c, next) => {
      await next();
      seen[c.req.path] = { text: lightText(c.res), bytes: new TextDecoder().decode(await bodyBytes(c.res)) };
    });
    app.get("/json", (c) => c.json({ name: "Canção" }));
    app.get("/bytes", (c) => c.body(new TextEncoder().encode("Louvor")));
    await throughNodeServer(app, "/json");
    await throughNodeServer(app, "/bytes");
    expect(seen["/json"]).toEqual({ text: '{"name":"Canção"}', bytes: '{"name":"Canção"}' });
    expect(seen["/bytes"]).toEqual({ text: null, bytes: "Louvor" });
  });

  it("reads any other response whole", async () => {
    const stream = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("Lou"));
          controller.enqueue(new TextEncoder().encode("vor"));
          controller.close();
        },
      }),
    );
    expect(lightText(stream)).toBeNull();
    expect(new TextDecoder().decode(await bodyBytes(stream))).toBe("Louvor");
  });
});
