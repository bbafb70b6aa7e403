import { z } from "zod";
import { invitationEmail, invitationPassword, INVITEE_NAME_MAX_LENGTH } from "./invitations";
import { nameText, text } from "./text";

/**
 * 'Criar conta' (`/admin/signup`, issue 24), open only with SIGNUP=open: e-mail and name, then a
 * link by mail whose page asks the password; the account exists only from then on (decision 490).
 */
export const SIGNUP_CONFIRMATION_VALID_HOURS = 24;
/** At most one confirmation mail per address in this many minutes (decision 490). */
export const SIGNUP_MAIL_INTERVAL_MINUTES = 5;

export const signupMessages = {
  closed: "O cadastro de novas contas está fechado. Peça um convite ao administrador do Louvor.",
  nameRequired: "Informe seu nome.",
  nameTooLong: `O nome deve ter no máximo ${INVITEE_NAME_MAX_LENGTH} caracteres.`,
  sent: "Enviamos um link de confirmação para o seu e-mail. Abra-o para ativar a conta.",
  confirmed: "E-mail confirmado e senha definida. Entre com seu e-mail e senha para cadastrar sua igreja.",
  linkInvalid: "Este link de confirmação não é válido ou expirou.",
  confirmFirst: "Confirme seu e-mail antes de cadastrar uma igreja: abra o link que enviamos.",
  registrationClosed: "Esta conta não pode cadastrar uma nova igreja. Peça um convite ao administrador de uma igreja ou do Louvor.",
  tooManyAttempts: "Muitas tentativas. Aguarde um minuto e tente novamente.",
} as const;

export const signupSchema = z.object({
  email: invitationEmail,
  name: nameText({ required: signupMessages.nameRequired }).max(INVITEE_NAME_MAX_LENGTH, signupMessages.nameTooLong),
});
export type SignupInput = z.input<typeof signupSchema>;

/** The link's page: the password is chosen there, by whoever holds the mailbox. */
export const signupConfirmSchema = z.object({
  token: text({ error: signupMessages.linkInvalid }).min(1, signupMessages.linkInvalid).max(200, signupMessages.linkInvalid),
  password: invitationPassword,
});
export type SignupConfirmInput = z.infer<typeof signupConfirmSchema>;

export type SignupStatusResponse = { open: boolean };
