import { afterEach, beforeEach, vi } from "vitest";

// A test that prints console.error or console.warn fails, unless it expects that output
// (it can replace the spy with its own `vi.spyOn(console, "error").mockImplementation(...)`).
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push([method, ...args]);
    });
  }
});

afterEach(() => {
  const unexpected = calls;
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output:\n${unexpected.map((c) => c.map(String).join(" ")).join("\n")}`);
  }
});
