import { z } from "zod";
import { authTexts } from "./texts";

/** Spec §5: "a simple e-mail pattern" — something@something.tld, no spaces. */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** better-auth's default password length limits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const { validation } = authTexts;

const emailField = z.string().trim().regex(SIMPLE_EMAIL_PATTERN, validation.invalidEmail);

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, validation.passwordRequired),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField,
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, validation.passwordTooShort)
      .max(PASSWORD_MAX_LENGTH, validation.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: validation.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
