import type { AuthClientError } from "@/lib/auth-client";
import { authTexts } from "./texts";

const { errors } = authTexts.login;

/** What the login toast says for a failed sign-in (spec §8 "Login failure", in Portuguese). */
export function signInErrorMessage(error: AuthClientError): string {
  if (error.status === 429) return errors.tooManyAttempts;
  if (error.code === "INVALID_EMAIL_OR_PASSWORD") return errors.invalidCredentials;
  return error.message || errors.fallback;
}
