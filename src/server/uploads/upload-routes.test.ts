import { createHash } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";

const app = useTestApp();
let url: string;
let sha256: string;
let bytes: Buffer;
beforeAll(async () => {
  const church = await createChurch(app.db);
  bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .webp()
    .toBuffer();
  const key = await app.storage.put(church.id, { contentType: "image/webp", bytes });
  url = app.storage.urlOf(key);
  sha256 = key.slice(0, 64);
});

describe("GET /uploads/<sha-256>.<ext>", () => {
  it("serves the bytes under their hash, with the hash as ETag and a year of immutable caching", async () => {
    expect(sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(url).toBe(`/uploads/${sha256}.webp`);

    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("etag")).toBe(`"${sha256}"`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers a revalidation that names the hash with 304 and no body", async () => {
    for (const ifNoneMatch of [`"${sha256}"`, `W/"${sha256}"`, `"outro", "${sha256}"`, "*"]) {
      const response = await app.request(url, { headers: { "if-none-match": ifNoneMatch } });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("etag")).toBe(`"${sha256}"`);
    }
    const changed = await app.request(url, { headers: { "if-none-match": `"${"0".repeat(64)}"` } });
    expect(changed.status).toBe(200);
  });

  it("answers 404 to an unknown hash (revalidated or not), another extension, and anything else under /uploads", async () => {
    const unknown = `/uploads/${"0".repeat(64)}.webp`;
    expect((await app.request(unknown)).status).toBe(404);
    expect((await app.request(unknown, { headers: { "if-none-match": `"${"0".repeat(64)}"` } })).status).toBe(404);
    for (const path of [`/uploads/${sha256}.png`, `/uploads/${sha256}`, `/uploads/${sha256.toUpperCase()}.webp`, "/uploads/band-images/x.webp", "/uploads/"]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
