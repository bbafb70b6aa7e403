import { z } from "zod";
import { invitationEmail, invitationPassword, INVITEE_NAME_MAX_LENGTH } from "./invitations";
import { nameText, text } from "./text";

/**
 * 'Criar conta' (`/admin/signup`, issue 24), open only with SIGNUP=open: e-mail, name and password,
 * then a confirmation link by mail that must be opened before the account registers a church.
 */
export const SIGNUP_CONFIRMATION_VALID_HOURS = 24;

export const signupMessages = {
  closed: "O cadastro de novas contas está fechado. Peça um convite ao administrador do Louvor.",
  nameRequired: "Informe seu nome.",
  nameTooLong: `O nome deve ter no máximo ${INVITEE_NAME_MAX_LENGTH} caracteres.`,
  sent: "Enviamos um link de confirmação para o seu e-mail. Abra-o para ativar a conta.",
  confirmed: "E-mail confirmado. Entre com seu e-mail e senha para cadastrar sua igreja.",
  linkInvalid: "Este link de confirmação não é válido ou expirou.",
  confirmFirst: "Confirme seu e-mail antes de cadastrar uma igreja: abra o link que enviamos.",
  tooManyAttempts: "Muitas tentativas. Aguarde um minuto e tente novamente.",
} as const;

export const signupSchema = z.object({
  email: invitationEmail,
  name: nameText({ required: signupMessages.nameRequired }).max(INVITEE_NAME_MAX_LENGTH, signupMessages.nameTooLong),
  password: invitationPassword,
});
export type SignupInput = z.input<typeof signupSchema>;

export const signupConfirmSchema = z.object({ token: text({ error: signupMessages.linkInvalid }).min(1, signupMessages.linkInvalid).max(200, signupMessages.linkInvalid) });

export type SignupStatusResponse = { open: boolean };
