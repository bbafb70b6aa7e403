import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeNetwork, jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { ApiError, apiClient, UNREADABLE_ANSWER } from "./api-client";

let network: FakeNetwork;

beforeEach(() => {
  network = fakeNetwork();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiClient", () => {
  it("sends JSON with the session cookie of this origin and returns the parsed answer", async () => {
    network.on("POST", "/api/admin/musicians", () => jsonResponse({ musician: { id: "m1" } }, 201));
    const fetchStub = vi.mocked(fetch);

    const result = await apiClient.post<{ musician: { id: string } }>("/api/admin/musicians", {
      name: "Carlos",
    });

    expect(result).toEqual({ musician: { id: "m1" } });
    expect(network.requestsTo("POST", "/api/admin/musicians")[0]?.body).toEqual({ name: "Carlos" });
    const init = fetchStub.mock.calls[0]?.[1];
    expect(init?.credentials).toBe("same-origin");
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("returns nothing for 204 No Content", async () => {
    network.on("DELETE", "/api/admin/musicians/m1", () => new Response(null, { status: 204 }));

    await expect(apiClient.delete("/api/admin/musicians/m1")).resolves.toBeUndefined();
  });

  it("turns the server's error shape into an ApiError", async () => {
    const issues = [{ path: ["name"], message: "O nome é obrigatório." }];
    network.on("POST", "/api/admin/musicians", () =>
      jsonResponse({ error: { code: "VALIDATION_FAILED", message: "Dados inválidos.", issues } }, 422),
    );

    const error = await apiClient.post("/api/admin/musicians", {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "VALIDATION_FAILED", message: "Dados inválidos.", issues });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it("still gives an ApiError when the failure has no JSON body", async () => {
    network.on("GET", "/api/admin/church", () => new Response("Bad Gateway", { status: 502, statusText: "Bad Gateway" }));

    const error = await apiClient.get("/api/admin/church").catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 502, code: "HTTP_502", message: "Bad Gateway" });
    expect((error as ApiError).isClientError).toBe(false);
  });

  it("says so when a successful answer cannot be read, with the reader's message", async () => {
    network.on("GET", "/api/public/churches", () => new Response("<html>portal do Wi-Fi</html>", { status: 200 }));

    const error = await apiClient.get("/api/public/churches").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: UNREADABLE_ANSWER });
    expect((error as ApiError).message).toMatch(/JSON/);
  });

  it("reports an unreachable server as a network error", async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("Failed to fetch"));

    const error = await apiClient.get("/api/admin/church").catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});
