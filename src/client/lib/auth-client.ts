import { createAuthClient } from "better-auth/react";

/** Where the server mounts better-auth. */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * better-auth keeps a URL that already has a path as it is, so this is the full
 * endpoint base. The fetch is looked up on every call (not captured once) so the
 * network boundary stays replaceable.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}${AUTH_BASE_PATH}`,
  fetchOptions: {
    customFetchImpl: (input, init) => globalThis.fetch(input, init),
  },
});

/** The error half of a better-auth client call's `{ data, error }` result. */
export type AuthClientError = {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
  statusText?: string | undefined;
  /** Set when the app itself refused the request, in its own error shape (e.g. a foreign origin). */
  error?: { code?: string | undefined; message?: string | undefined } | undefined;
};
