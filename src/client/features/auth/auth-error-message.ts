import type { AuthClientError } from "@/lib/auth-client";
import { authTexts } from "./texts";

const { serverErrors, validation, login, resetPassword } = authTexts;

/**
 * Portuguese for every better-auth error code the sign-in, recovery and reset pages can receive.
 * Codes not listed (and unknown future ones) fall back to the page's own generic text.
 */
const BETTER_AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: login.errors.invalidCredentials,
  INVALID_PASSWORD: login.errors.invalidCredentials,
  USER_NOT_FOUND: login.errors.invalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: login.errors.invalidCredentials,
  INVALID_EMAIL: validation.invalidEmail,
  PASSWORD_TOO_SHORT: validation.passwordTooShort,
  PASSWORD_TOO_LONG: validation.passwordTooLong,
  INVALID_TOKEN: resetPassword.invalidLink,
  TOKEN_EXPIRED: resetPassword.invalidLink,
  INVALID_ORIGIN: serverErrors.wrongAddress,
  MISSING_OR_NULL_ORIGIN: serverErrors.wrongAddress,
  INVALID_REDIRECT_URL: serverErrors.wrongAddress,
  INVALID_CALLBACK_URL: serverErrors.wrongAddress,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: serverErrors.crossSite,
  FAILED_TO_CREATE_SESSION: serverErrors.sessionFailed,
  FAILED_TO_GET_SESSION: serverErrors.sessionFailed,
  SESSION_EXPIRED: serverErrors.sessionExpired,
  VALIDATION_ERROR: serverErrors.invalidData,
  BODY_MUST_BE_AN_OBJECT: serverErrors.invalidData,
  MISSING_FIELD: serverErrors.invalidData,
};

/**
 * What an auth page shows for a failed call: the app's own refusal as the server worded it (it is
 * Portuguese, and for a foreign origin it names the configured address), the Portuguese for a
 * better-auth code, or the page's generic text. Never the library's English message.
 */
export function authErrorMessage(
  error: AuthClientError,
  page: { fallback: string; tooManyRequests?: string },
): string {
  const own = error.error?.message;
  if (typeof own === "string" && own.trim() !== "") return own;
  if (error.status === 429) return page.tooManyRequests ?? serverErrors.tooManyRequests;
  return (error.code && BETTER_AUTH_MESSAGES[error.code]) || page.fallback;
}
