import type { TestApp } from "../test-app";

/**
 * A sign-in with e-mail and password sent from `origin`, straight to the app: the test app's own
 * `signIn` always sends the app's origin.
 */
export async function signInFrom(app: TestApp, origin: string, { email, password }: { email: string; password: string }): Promise<Response> {
  return await app.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}
