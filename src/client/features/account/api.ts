import type { AccountNameInput } from "@shared/schemas/account";
import { ApiError, type ApiIssue } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { authClient, type AuthClientError } from "@/lib/auth-client";

/**
 * 'Minha conta' calls better-auth's own endpoints through the app's /api/auth handler (decision
 * 460); the session they change lives in better-auth's store, which follows each of these calls by
 * itself, so no query of ours is touched. A refusal becomes an ApiError, as our API's are.
 */

type Answer<T> = { data: T | null; error: (AuthClientError & { issues?: ApiIssue[] }) | null };

async function answered<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error } = await call;
  if (error) {
    // The app's own refusals (another origin, a body too deep) come in its error shape.
    const own = error.error;
    throw new ApiError({
      status: error.status,
      code: own?.code ?? error.code ?? "UNKNOWN",
      message: own?.message ?? error.message ?? error.statusText ?? "",
      issues: error.issues,
    });
  }
  return data as T;
}

/** POST /api/auth/update-user: the member's name. */
export const useUpdateAccountName = () =>
  useApiMutation(({ name }: AccountNameInput) => answered(authClient.updateUser({ name })), {});

/** POST /api/auth/change-password: asks the current password; the other sessions end, this one is renewed. */
export const useChangePassword = () =>
  useApiMutation(
    ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      answered(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true })),
    {},
  );

/** POST /api/auth/revoke-sessions: every session of the member, this one included. */
export const useSignOutEverywhere = () => useApiMutation(() => answered(authClient.revokeSessions()), {});
