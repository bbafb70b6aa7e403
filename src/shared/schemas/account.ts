import { z } from "zod";
import { nameText } from "./text";

/** 'Minha conta' (issue 24): a member's own name and password (decision 460). */

export const ACCOUNT_NAME_MAX_LENGTH = 120;
/** better-auth's length limits (the server's `minPasswordLength` and its default maximum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const accountMessages = {
  nameRequired: "O nome é obrigatório.",
  nameTooLong: `O nome deve ter no máximo ${ACCOUNT_NAME_MAX_LENGTH} caracteres.`,
  textInvalid: "Informe um texto.",
  currentPasswordRequired: "Informe a senha atual.",
  currentPasswordWrong: "A senha atual está incorreta.",
  passwordTooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordTooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  passwordsDoNotMatch: "As senhas não coincidem.",
  invalidData: "Dados inválidos.",
} as const;

const accountName = nameText({
  error: (issue) => (issue.input === undefined || issue.input === null ? accountMessages.nameRequired : accountMessages.textInvalid),
  required: accountMessages.nameRequired,
}).max(ACCOUNT_NAME_MAX_LENGTH, accountMessages.nameTooLong);

/**
 * Body of POST /api/auth/update-user as the app accepts it: the name only (better-auth would also
 * take an image), through the text rule. Also the name form of 'Minha conta'.
 */
export const accountNameSchema = z.strictObject({ name: accountName });
export type AccountNameInput = z.infer<typeof accountNameSchema>;

const newPassword = z.string().min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

/** The password form of 'Minha conta'; the server (better-auth's /change-password) checks the same lengths. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, accountMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, accountMessages.currentPasswordWrong),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: accountMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
