import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { authErrorMessage } from "./auth-error-message";
import { AuthAlert, AuthForm, AuthScreen } from "./auth-screen";
import { EmailField } from "./email-field";
import { forgotPasswordSchema, type ForgotPasswordValues } from "./schemas";
import { authTexts } from "./texts";

const texts = authTexts.forgotPassword;

type Outcome = { status: "idle" } | { status: "sent" } | { status: "failed"; message: string };

export function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>({ status: "idle" });
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  async function onSubmit({ email }: ForgotPasswordValues) {
    setOutcome({ status: "idle" });
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: paths.resetPassword.href(),
      });
      setOutcome(error ? { status: "failed", message: authErrorMessage(error, { fallback: texts.failed }) } : { status: "sent" });
    } catch (error) {
      console.error("Password reset request failed", error);
      setOutcome({ status: "failed", message: texts.failed });
    }
  }

  return (
    <AuthScreen title={texts.title} description={texts.description} back={{ to: paths.admin.login.href(), label: texts.backToLogin }}>
      {outcome.status === "sent" && <AuthAlert tone="success">{texts.sent}</AuthAlert>}
      {outcome.status === "failed" && <AuthAlert tone="failure">{outcome.message}</AuthAlert>}
      <AuthForm form={form} onSubmit={onSubmit} texts={texts}>
        <EmailField control={form.control} />
      </AuthForm>
    </AuthScreen>
  );
}
