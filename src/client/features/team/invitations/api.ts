import { useQuery } from "@tanstack/react-query";
import type { InvitationCreateInput, InvitationListResponse, InvitationResponse } from "@shared/schemas/invitations";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";

/** /api/admin/team/invitations: the church's pending invitations (Administrador only). */
export const invitationKeys = entityKeys("team-invitations");

const invitationsUrl = (...parts: string[]) => adminApi("team", "invitations", ...parts);

/** Pending invitations change when someone accepts: asked each time the page shows them. */
export const useInvitations = () =>
  useQuery(apiQuery<InvitationListResponse>(invitationKeys.all, invitationsUrl(), { staleTime: 0 }));

const refresh = { invalidate: [invitationKeys.all] };

export const useCreateInvitation = () =>
  useApiMutation((input: InvitationCreateInput) => apiClient.post<InvitationResponse>(invitationsUrl(), input), refresh);

export const useResendInvitation = () =>
  useApiMutation((id: string) => apiClient.post<InvitationResponse>(invitationsUrl(id, "resend")), refresh);

export const useRevokeInvitation = () => useApiMutation((id: string) => apiClient.delete<void>(invitationsUrl(id)), refresh);
