import { createServer, type Server } from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { httpServerOptions } from "./http-timeouts";

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** What a client that sends `head` and then nothing more receives before the server closes. */
function sendAndWaitForClose(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(received));
  });
}

describe("HTTP server timeouts", () => {
  it("default to 15 s for the head, 60 s for the request and 5 s for idle keep-alive", () => {
    const { httpTimeouts } = loadConfig({ DATA_DIR: "/tmp/louvor-http-timeouts-defaults", AUTH_SECRET: "s".repeat(40) });
    expect(httpServerOptions(httpTimeouts)).toMatchObject({ headersTimeout: 15_000, requestTimeout: 60_000, keepAliveTimeout: 5_000 });
    expect(() =>
      loadConfig({ DATA_DIR: "/tmp/louvor-http-timeouts-defaults", AUTH_SECRET: "s".repeat(40), HTTP_HEADERS_TIMEOUT_MS: "90000" }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it("close the connection of a client that never finishes its request head, with a 408", async () => {
    server = createServer(httpServerOptions({ headersMs: 200, requestMs: 400, keepAliveMs: 100 }), (_request, response) => {
      response.end("ok");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    const received = await sendAndWaitForClose(port, "GET / HTTP/1.1\r\nHost: louvor\r\n");
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });
});
