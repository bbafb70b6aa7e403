import { useQuery } from "@tanstack/react-query";
import type { MemberRole, TeamMemberResponse, TeamMembersResponse } from "@shared/schemas/team";
import { apiClient } from "@/lib/api-client";
import { useApiMutation } from "@/lib/api-mutation";
import { adminApi, apiQuery } from "@/lib/api-query";
import { entityKeys } from "@/lib/query-keys";

/** The team screen's endpoints (the members; the invitations have their own, under team/invitations). */
export const teamKeys = entityKeys("team");

export const membersQuery = () => apiQuery<TeamMembersResponse>(teamKeys.of("members"), adminApi("team", "members"));
export const useMembers = () => useQuery(membersQuery());

const refresh = { invalidate: [teamKeys.all] };

export const useChangeMemberRole = () =>
  useApiMutation(
    ({ id, role }: { id: string; role: MemberRole }) => apiClient.patch<TeamMemberResponse>(adminApi("team", "members", id), { role }),
    refresh,
  );

export const useRemoveMember = () => useApiMutation((id: string) => apiClient.delete<void>(adminApi("team", "members", id)), refresh);
