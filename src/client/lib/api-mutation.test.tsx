import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeUploads, type FakeUploads } from "@/test-support/fake-upload";
import { everyQuery, useApiMutation, type CacheUpdate } from "./api-mutation";
import { imageMutations } from "./image-mutations";
import { createQueryClient } from "./query-client";

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
  for (const key of [["bands", "list", {}], ["bands", "detail", "b1"], ["bands", "detail", "b2"], ["songs", "list"]]) {
    client.setQueryData(key, { cached: key });
  }
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

function renderMutation<TData>(write: (id: string) => Promise<TData>, update: CacheUpdate<TData, string>) {
  return renderHook(() => useApiMutation(write, update), { wrapper }).result;
}

describe("useApiMutation", () => {
  it("after a success puts the answer in the cache, drops the gone record's queries and marks the given keys stale", async () => {
    const mutation = renderMutation(async (id) => ({ id, name: "Nova" }), {
      set: (band) => ({ queryKey: ["bands", "detail", band.id], data: { band } }),
      remove: () => [["bands", "detail", "b2"]],
      invalidate: [["bands", "list"]],
    });

    await act(() => mutation.current.mutateAsync("b1"));

    expect(client.getQueryData(["bands", "detail", "b1"])).toEqual({ band: { id: "b1", name: "Nova" } });
    expect(client.getQueryData(["bands", "detail", "b2"])).toBeUndefined();
    expect(stale(["bands", "list", {}])).toBe(true);
    expect(stale(["bands", "detail", "b1"])).toBe(false);
    expect(stale(["songs", "list"])).toBe(false);
  });

  it("reaches every query with `everyQuery`, and what a predicate matches", async () => {
    const all = renderMutation(async () => undefined, { invalidate: [everyQuery] });
    await act(() => all.current.mutateAsync("b1"));
    expect(client.getQueryCache().getAll().every((query) => query.state.isInvalidated)).toBe(true);

    client = createQueryClient();
    client.setQueryData(["bands", "list"], []);
    client.setQueryData(["songs", "list"], []);
    const others = renderMutation(async () => undefined, { invalidate: [{ predicate: (query) => query.queryKey[0] !== "bands" }] });
    await act(() => others.current.mutateAsync("b1"));
    expect([stale(["bands", "list"]), stale(["songs", "list"])]).toEqual([false, true]);
  });

  it("changes nothing after a failure, unless told to invalidate once settled", async () => {
    const refused = () => Promise.reject(new Error("refused"));
    const plain = renderMutation(refused, { remove: () => [["bands", "detail", "b1"]], invalidate: [["bands"]] });
    await act(() => plain.current.mutateAsync("b1").catch(() => undefined));
    expect(client.getQueryData(["bands", "detail", "b1"])).toBeDefined();
    expect(stale(["bands", "list", {}])).toBe(false);

    const settled = renderMutation(refused, { invalidate: [["bands"]], invalidateOn: "settled" });
    await act(() => settled.current.mutateAsync("b1").catch(() => undefined));
    expect(stale(["bands", "list", {}])).toBe(true);
    expect(stale(["songs", "list"])).toBe(false);
  });
});

describe("imageMutations", () => {
  let uploads: FakeUploads;
  beforeEach(() => {
    uploads = fakeUploads();
  });

  it("uploads to /api/admin/<noun>/:id/<part> with progress, and refreshes the noun even when the answer fails", async () => {
    const image = imageMutations<{ ok: boolean }>("bands", "image", ["bands"]);
    const upload = renderHook(() => image.useUpload(), { wrapper }).result;
    const fractions: number[] = [];
    const file = new File(["png"], "a.png", { type: "image/png" });

    let sent!: Promise<unknown>;
    act(() => {
      sent = upload.current.mutateAsync({ id: "b 1", file, onProgress: (f) => fractions.push(f) }).catch(() => undefined);
    });
    const request = await uploads.next();
    expect([request.method, request.url]).toEqual(["POST", "/api/admin/bands/b%201/image"]);
    request.progress(50, 100);
    request.respond(500, { error: { code: "x", message: "falhou" } });
    await act(() => sent);

    expect(fractions).toEqual([0.5]);
    expect(stale(["bands", "detail", "b1"])).toBe(true);
    expect(stale(["songs", "list"])).toBe(false);
  });
});
