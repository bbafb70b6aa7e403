import { Hono } from "hono";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createChurch } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";
import { AppError, errorResponse } from "../http";
import type { Storage } from "../storage";
import {
  IMAGE_TOO_LARGE_MESSAGE, IMAGE_TOO_MANY_PIXELS_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES, deleteStoredImage, storeImage,
  storeUploadedImage,
} from "./images";

const app = useTestApp();
let storage: Storage;
let churchId: string;
beforeAll(async () => {
  storage = app.storage;
  churchId = (await createChurch(app.db)).id;
});

const exif = { IFD0: { Copyright: "Segredo do fotógrafo", Artist: "Fulano" } };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
}

/** A PNG no other test stores: a shared image would still be in use elsewhere in this church. */
function uniquePng() {
  const channel = () => Math.floor(Math.random() * 256);
  return sharp({ create: { width: 10, height: 10, channels: 3, background: { r: channel(), g: channel(), b: channel() } } })
    .png()
    .toBuffer();
}

async function storedBytes(key: string) {
  const image = await storage.get(key);
  if (!image) throw new Error(`nothing stored at ${key}`);
  expect(image.contentType).toBe("image/webp");
  return image.bytes;
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("storeImage", () => {
  it("re-encodes a PNG to WebP without its metadata", async () => {
    const png = await solid(300, 200).png().withExif(exif).toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const { key, url } = await storeImage(storage, churchId, new File([png], "logo.png", { type: "image/png" }));

    expect(key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(url).toBe(`/uploads/${key}`);
    const metadata = await sharp(await storedBytes(key)).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([300, 200]);
  });

  it("turns a JPEG upright by its EXIF orientation and drops the EXIF", async () => {
    const jpeg = await solid(400, 100).jpeg().withMetadata({ orientation: 6 }).withExif(exif).toBuffer();

    const { key } = await storeImage(storage, churchId, jpeg);

    const metadata = await sharp(await storedBytes(key)).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([100, 400]);
  });

  it.each([
    ["webp", () => solid(20, 20).webp().toBuffer()],
    ["gif", () => solid(20, 20).gif().toBuffer()],
    ["avif", () => solid(20, 20).avif().toBuffer()],
  ])("accepts %s", async (_format, make) => {
    const { key } = await storeImage(storage, churchId, await make());
    expect((await sharp(await storedBytes(key)).metadata()).format).toBe("webp");
  });

  it("scales a large image down to 2048 pixels on its longest side", async () => {
    const png = await solid(4000, 1000).png().toBuffer();
    const { key } = await storeImage(storage, churchId, png);
    const metadata = await sharp(await storedBytes(key)).metadata();
    expect([metadata.width, metadata.height]).toEqual([2048, 512]);
  });

  it("refuses a text file named .png with a declared image type", async () => {
    const fake = new File(["isto não é uma imagem"], "foto.png", { type: "image/png" });
    const error = await rejection(storeImage(storage, churchId, fake));
    expect([error.status, error.code, error.message]).toEqual([422, "invalid_image", INVALID_IMAGE_MESSAGE]);
  });

  it("refuses an SVG", async () => {
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'],
      "logo.svg",
      { type: "image/svg+xml" },
    );
    const error = await rejection(storeImage(storage, churchId, svg));
    expect([error.status, error.message]).toEqual([422, INVALID_IMAGE_MESSAGE]);
  });

  it("refuses a file that only starts like a PNG", async () => {
    const png = await solid(50, 50).png().toBuffer();
    const error = await rejection(storeImage(storage, churchId, png.subarray(0, 40)));
    expect([error.status, error.message]).toEqual([422, INVALID_IMAGE_MESSAGE]);
  });

  it("refuses an empty file and things that are not files", async () => {
    for (const input of [new File([], "vazio.png", { type: "image/png" }), "texto", null, { name: "x" }]) {
      const error = await rejection(storeImage(storage, churchId, input));
      expect([error.status, error.message]).toEqual([422, INVALID_IMAGE_MESSAGE]);
    }
  });

  it("refuses more than 5 MB with 413", async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    for (const input of [new File([big], "grande.png", { type: "image/png" }), big]) {
      const error = await rejection(storeImage(storage, churchId, input));
      expect([error.status, error.code, error.message]).toEqual([413, "image_too_large", IMAGE_TOO_LARGE_MESSAGE]);
    }
  });

  it("refuses an image of more than 40 megapixels (a small file that decodes huge)", async () => {
    const png = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(png.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
    const error = await rejection(storeImage(storage, churchId, png));
    expect([error.status, error.message]).toEqual([422, IMAGE_TOO_MANY_PIXELS_MESSAGE]);
  });
});

describe("storeUploadedImage", () => {
  const server = new Hono()
    .post("/upload", async (c) => c.json(await storeUploadedImage(c, storage, churchId)))
    .onError((error, c) => (error instanceof AppError ? errorResponse(c, error) : c.json({ error: "unexpected" }, 500)));

  function upload(form: FormData) {
    return server.request("/upload", { method: "POST", body: form });
  }

  it("stores the multipart field `file`", async () => {
    const form = new FormData();
    form.append("file", new File([await solid(10, 10).png().toBuffer()], "a.png", { type: "image/png" }));
    const response = await upload(form);
    expect(response.status).toBe(200);
    const { key, url } = (await response.json()) as { key: string; url: string };
    expect(key).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(url).toBe(`/uploads/${key}`);
  });

  it("answers 422 without a file field, with a text field, a non-multipart or a malformed body", async () => {
    const withoutFile = new FormData();
    withoutFile.append("other", new File(["x"], "a.png"));
    const textField = new FormData();
    textField.append("file", "não é arquivo");
    const responses = [
      await upload(withoutFile),
      await upload(textField),
      await server.request("/upload", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
      await server.request("/upload", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nlixo sem fim",
      }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: "invalid_image", message: INVALID_IMAGE_MESSAGE } });
    }
  });
});

describe("deleteStoredImage", () => {
  it("deletes a stored image by its URL", async () => {
    const { key, url } = await storeImage(storage, churchId, await uniquePng());
    await deleteStoredImage(storage, churchId, url);
    expect(await storage.get(key)).toBeNull();
  });

  it("keeps one copy of the same image stored twice by a church, until both are given back", async () => {
    const png = await uniquePng();
    const first = await storeImage(storage, churchId, png);
    const second = await storeImage(storage, churchId, png);
    expect(second.url).toBe(first.url);
    const copies = await app.db.$client.query("select uses from images where church_id = $1 and sha256 = $2", [churchId, first.key.slice(0, 64)]);
    expect(copies.rows).toEqual([{ uses: 2 }]);

    await deleteStoredImage(storage, churchId, first.url);
    expect(await storage.get(first.key)).not.toBeNull();
    await deleteStoredImage(storage, churchId, second.url);
    expect(await storage.get(first.key)).toBeNull();
  });

  it("never gives back another church's image", async () => {
    const other = await createChurch(app.db);
    const { key, url } = await storeImage(storage, churchId, await uniquePng());
    await deleteStoredImage(storage, other.id, url);
    expect(await storage.get(key)).not.toBeNull();
  });

  it("ignores null and URLs that are not ours", async () => {
    await expect(deleteStoredImage(storage, churchId, null)).resolves.toBeUndefined();
    await expect(deleteStoredImage(storage, churchId, "https://example.com/uploads/x.png")).resolves.toBeUndefined();
    await expect(deleteStoredImage(storage, churchId, "/uploads/../../etc/passwd")).resolves.toBeUndefined();
    await expect(deleteStoredImage(storage, churchId, "/uploads/church-logos/4fb35412-c668-48be-9288-538d9893e712.webp")).resolves.toBeUndefined();
  });
});
