import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/test-app";
import { EARLY_TAPS_SCRIPT_SOURCE } from "./early-taps-script";

const app = useTestApp();

describe("the pages' Content-Security-Policy and the early-taps script (decision 497)", () => {
  it("lets that one inline script run by its hash, and no other", async () => {
    const policy = (await app.request("/api/health")).headers.get("content-security-policy") ?? "";
    const scriptSources = policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.slice(1);
    expect(EARLY_TAPS_SCRIPT_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptSources).toContain(EARLY_TAPS_SCRIPT_SOURCE);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });
});
