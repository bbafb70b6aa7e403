import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeUploads, type FakeUploads } from "@/test-support/fake-upload";
import { ApiError, NETWORK_ERROR_STATUS } from "./api-client";
import { uploadFile } from "./upload";

let uploads: FakeUploads;
beforeEach(() => {
  uploads = fakeUploads();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const file = new File(["png"], "logo.png", { type: "image/png" });

describe("uploadFile", () => {
  it("sends the file as the multipart field `file`, reports progress and resolves with the JSON answer", async () => {
    const fractions: number[] = [];
    const result = uploadFile<{ ok: boolean }>("/api/admin/church/logo", file, { onProgress: (f) => fractions.push(f) });
    const request = await uploads.next();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/admin/church/logo");
    expect(request.body.get("file")).toBeInstanceOf(File);
    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(200, { ok: true });
    await expect(result).resolves.toEqual({ ok: true });
    expect(fractions).toEqual([0.25, 1, 1]);
  });

  it("throws the API's error shape as ApiError", async () => {
    const result = uploadFile("/api/admin/church/logo", file);
    (await uploads.next()).respond(422, {
      error: { code: "invalid_image", message: "Por favor, selecione um arquivo de imagem válido." },
    });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "invalid_image", message: "Por favor, selecione um arquivo de imagem válido." });
  });

  it("throws a network ApiError when the connection fails", async () => {
    const result = uploadFile("/api/admin/church/logo", file);
    (await uploads.next()).fail();
    await expect(result).rejects.toMatchObject({ status: NETWORK_ERROR_STATUS, code: "NETWORK_ERROR" });
  });

  it("aborts through the signal", async () => {
    const controller = new AbortController();
    const result = uploadFile("/api/admin/church/logo", file, { signal: controller.signal });
    const request = await uploads.next();
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: "AbortError" });
    expect(request.aborted).toBe(true);
  });

  it("does not start when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile("/x", file, { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(uploads.requests).toHaveLength(0);
  });
});
