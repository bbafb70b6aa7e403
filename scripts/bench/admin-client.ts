/** A signed-in administrator's calls to the admin API, as the benches make them. */

/** Where the app answers, and the session cookie header to send. */
export type Client = { base: string; cookie: string };

/** One admin API call with the browser's Origin; throws with the answer when it is not 2xx. */
export async function call<T>(client: Client, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${client.base}${url}`, {
    method,
    headers: { origin: client.base, cookie: client.cookie, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Signs in with e-mail and password; the session cookie header to send. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl.replace(/\/$/, "")}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: new URL(baseUrl).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair): pair is string => Boolean(pair) && !pair!.endsWith("="))
    .join("; ");
}
