import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../tests/factories";
import { useTestApp } from "../../../tests/test-app";

const app = useTestApp();

describe("kept report answers", () => {
  // Twenty years of months: an answer large enough to be worth compressing.
  const url = "/api/admin/reports?de=2005-01-01&ate=2024-12-31";

  it("are the same figures plain, in brotli and in gzip, asked once or again", async () => {
    const { cookie } = await signedInAdmin(app);
    const plain = await app.request(url, { headers: { cookie } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const figures = await plain.json();
    expect((figures as { monthly: unknown[] }).monthly).toHaveLength(240);

    for (let round = 0; round < 2; round++) {
      const br = await app.request(url, { headers: { cookie, "accept-encoding": "br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8"))).toEqual(figures);
      const gzip = await app.request(url, { headers: { cookie, "accept-encoding": "gzip" } });
      expect(gzip.headers.get("content-encoding")).toBe("gzip");
      expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8"))).toEqual(figures);
    }
  });
});
