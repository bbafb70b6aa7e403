import { z } from "zod";

/** 'admin' is the Administrador (everything), 'editor' the Editor (the content; not the church record, the team or the export). */
export const MEMBER_ROLES = ["admin", "editor"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const memberRoleLabels: Record<MemberRole, string> = { admin: "Administrador", editor: "Editor" };

/** A member of the church as GET /api/admin/team lists them. */
export type TeamMember = {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  /** When they became a member (ISO). */
  since: string;
  /** Their newest sign-in (ISO), or null when none is known. */
  lastSignInAt: string | null;
};

export type TeamMembersResponse = { members: TeamMember[] };
export type TeamMemberResponse = { member: TeamMember };

export const teamMessages = {
  forbidden: "Você não tem permissão para acessar esta página.",
  roleInvalid: "Escolha Administrador ou Editor.",
  memberNotFound: "Membro não encontrado.",
  lastAdministrator: "A igreja precisa de pelo menos um Administrador. Torne outro membro Administrador antes.",
} as const;

export const memberRoleInputSchema = z.object({
  role: z.enum(MEMBER_ROLES, teamMessages.roleInvalid),
});
export type MemberRoleInput = z.infer<typeof memberRoleInputSchema>;
