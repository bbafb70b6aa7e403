import { z } from "zod";
import { nameText, text } from "./text";

/**
 * Invitations to a church's team (issue 24): an Administrador invites an e-mail with a role; the
 * invitee opens `/convite?token=…` (7 days, once) and joins. Also the first administrator's
 * invitation (`npm run admin:invite`), which has no church yet (docs/decisions/462).
 */

export const INVITATION_ROLES = ["admin", "editor"] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_PASSWORD_MIN_LENGTH = 8;
export const INVITATION_PASSWORD_MAX_LENGTH = 128;
export const INVITEE_NAME_MAX_LENGTH = 120;

export const roleLabels: Record<InvitationRole, string> = { admin: "Administrador", editor: "Editor" };

export const invitationMessages = {
  emailInvalid: "Informe um e-mail válido.",
  roleInvalid: "Escolha o papel: Administrador ou Editor.",
  alreadyMember: "Este e-mail já faz parte da equipe.",
  memberOfAnotherChurch: "Este e-mail já faz parte da equipe de outra igreja e não pode ser convidado.",
  notFound: "Convite não encontrado.",
  expired: "Este convite expirou.",
  used: "Este convite já foi usado.",
  revoked: "Este convite foi cancelado.",
  invalid: "Este convite não é válido.",
  nameRequired: "Informe seu nome.",
  nameTooLong: `O nome deve ter no máximo ${INVITEE_NAME_MAX_LENGTH} caracteres.`,
  passwordTooShort: `A senha deve ter pelo menos ${INVITATION_PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: `A senha deve ter no máximo ${INVITATION_PASSWORD_MAX_LENGTH} caracteres.`,
  wrongPassword: "Senha incorreta.",
  inAnotherChurch: "Sua conta já faz parte da equipe de uma igreja.",
  mailFailed: "Não foi possível enviar o convite. Tente novamente.",
  tooManyAttempts: "Muitas tentativas. Aguarde um minuto e tente novamente.",
} as const;

export const invitationEmail = text({ error: invitationMessages.emailInvalid })
  .toLowerCase()
  .pipe(z.email(invitationMessages.emailInvalid).max(254, invitationMessages.emailInvalid));

export const invitationCreateSchema = z.object({
  email: invitationEmail,
  role: z.enum(INVITATION_ROLES, { error: invitationMessages.roleInvalid }),
});
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

/** A pending invitation as the 'Equipe' page lists it. */
export type PendingInvitation = {
  id: string;
  email: string;
  role: InvitationRole;
  invitedByName: string | null;
  /** When the latest link was sent (ISO). */
  sentAt: string;
  expiresAt: string;
};
export type InvitationListResponse = { invitations: PendingInvitation[] };
export type InvitationResponse = { invitation: PendingInvitation };

/** The link's token (base64url of 32 random bytes). */
export const invitationToken = text({ error: invitationMessages.invalid }).min(1, invitationMessages.invalid).max(200, invitationMessages.invalid);

export const invitationLookupSchema = z.object({ token: invitationToken });

/** What the accept page learns about a valid link. */
export type InvitationLookupResponse = {
  email: string;
  role: InvitationRole;
  /** Null for a first administrator's invitation: they register their church after. */
  churchName: string | null;
  /** The e-mail already has an account (in no church): the page asks its password only. */
  hasAccount: boolean;
};

export const invitationPassword = z
  .string({ error: invitationMessages.passwordTooShort })
  .min(INVITATION_PASSWORD_MIN_LENGTH, invitationMessages.passwordTooShort)
  .max(INVITATION_PASSWORD_MAX_LENGTH, invitationMessages.passwordTooLong);

export const invitationAcceptSchema = z.object({
  token: invitationToken,
  /** Required for a new account; ignored for an existing one. */
  name: nameText({ required: invitationMessages.nameRequired }).max(INVITEE_NAME_MAX_LENGTH, invitationMessages.nameTooLong).optional(),
  password: invitationPassword,
});
export type InvitationAcceptInput = z.input<typeof invitationAcceptSchema>;
export type InvitationAcceptResponse = { redirectTo: string };

/** The codes of a link that cannot be used, each with its sentence. */
export const INVITATION_DEAD_CODES = { invitation_expired: "expired", invitation_used: "used", invitation_revoked: "revoked", invitation_invalid: "invalid" } as const;
