import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredResponse, fakeNetwork, jsonResponse } from "@/test-support/fake-network";
import { adminApi, apiListQuery, apiQuery } from "./api-query";
import { createQueryClient } from "./query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe("adminApi", () => {
  it("joins the parts under /api/admin, each encoded", () => {
    expect(adminApi("bands")).toBe("/api/admin/bands");
    expect(adminApi("bands", "a/b c", "image")).toBe("/api/admin/bands/a%2Fb%20c/image");
  });
});

describe("apiQuery", () => {
  it("GETs the URL and answers its JSON, with the client's defaults unless told otherwise", async () => {
    const network = fakeNetwork();
    network.on("GET", "/api/admin/bands/b1", () => jsonResponse({ band: { id: "b1" } }));

    const view = renderHook(() => useQuery(apiQuery<{ band: { id: string } }>(["bands", "detail", "b1"], adminApi("bands", "b1"))), {
      wrapper,
    });

    await waitFor(() => expect(view.result.current.data).toEqual({ band: { id: "b1" } }));
    expect(network.requestsTo("GET", "/api/admin/bands/b1")).toHaveLength(1);
    expect(apiQuery(["x"], "/x").staleTime).toBeUndefined();
    expect(apiQuery(["x"], "/x", { staleTime: 0 }).staleTime).toBe(0);
  });
});

describe("apiListQuery", () => {
  it("keeps the rows on screen while the next search loads", async () => {
    const network = fakeNetwork();
    const next = deferredResponse();
    network.on("GET", "/api/admin/songs", (request) =>
      request.url.searchParams.get("search") === "b" ? next.promise : jsonResponse({ songs: ["a"] }),
    );

    const view = renderHook(
      ({ search }) => useQuery(apiListQuery<{ songs: string[] }>(["songs", "list", search], `/api/admin/songs?search=${search}`)),
      { wrapper, initialProps: { search: "a" } },
    );
    await waitFor(() => expect(view.result.current.data).toEqual({ songs: ["a"] }));

    view.rerender({ search: "b" });
    expect(view.result.current.data).toEqual({ songs: ["a"] });
    expect(view.result.current.isPlaceholderData).toBe(true);

    next.release(jsonResponse({ songs: ["b"] }));
    await waitFor(() => expect(view.result.current.data).toEqual({ songs: ["b"] }));
  });
});
