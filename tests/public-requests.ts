import { expect } from "vitest";
import type { TestApp } from "./test-app";

export type ErrorBody = { error: { code: string; message: string } };

/** Reads of the public API as a visitor makes them: the answer's JSON, or its 404 with the message. */
export function publicRequests(app: TestApp) {
  async function getJson<T>(url: string, status = 200): Promise<T> {
    const response = await app.request(url);
    expect(response.status, url).toBe(status);
    return (await response.json()) as T;
  }

  async function expectNotFound(url: string, message: string) {
    const body = await getJson<ErrorBody>(url, 404);
    expect(body.error).toMatchObject({ code: "not_found", message });
  }

  return { getJson, expectNotFound };
}
