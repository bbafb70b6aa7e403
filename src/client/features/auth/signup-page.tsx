import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { invitationPassword, INVITEE_NAME_MAX_LENGTH } from "@shared/schemas/invitations";
import { signupMessages } from "@shared/schemas/signup";
import { InputField } from "@/components/form-field-block";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAddressToken } from "@/hooks/use-address-token";
import { apiClient } from "@/lib/api-client";
import { refusalMessage } from "@/lib/error-description";
import { paths } from "@/lib/paths";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { AuthAlert, AuthForm, AuthScreen } from "./auth-screen";
import { signupStatusQuery } from "./signup-status";
import { authTexts } from "./texts";

export const signupTexts = {
  title: "Criar conta",
  description: "Cadastre-se para registrar a sua igreja no Louvor.",
  name: "Seu nome",
  submit: "Criar conta",
  submitting: "Criando...",
  failed: "Não foi possível criar a conta. Tente novamente.",
  confirmTitle: "Confirmar e-mail",
  confirmDescription: "Escolha a senha da sua conta para concluir o cadastro.",
  confirmSubmit: "Confirmar e criar senha",
  confirming: "Confirmando...",
  goToLogin: "Entrar",
  backToLogin: "Voltar para o login",
} as const;

const texts = signupTexts;

const signupFormSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(authTexts.validation.invalidEmail)),
  name: z.string().trim().min(1, signupMessages.nameRequired).max(INVITEE_NAME_MAX_LENGTH, signupMessages.nameTooLong),
});
type SignupValues = z.input<typeof signupFormSchema>;

const confirmFormSchema = z
  .object({ password: invitationPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], message: authTexts.validation.passwordsDoNotMatch });
type ConfirmValues = z.input<typeof confirmFormSchema>;

/**
 * `/admin/signup` ('Criar conta', issue 24): e-mail and name; the password is chosen at the mailed
 * link (decision 490). With SIGNUP=closed it says so and offers nothing else.
 */
export function SignupPage() {
  const status = useQuery(signupStatusQuery);
  const back = { to: paths.admin.login.href(), label: texts.backToLogin };
  return (
    <AuthScreen title={texts.title} description={status.data?.open ? texts.description : undefined} back={back}>
      {status.isPending ? (
        <Skeleton aria-busy="true" aria-label={authTexts.loading} className="h-40 w-full" />
      ) : status.data?.open ? (
        <SignupForm />
      ) : (
        <AuthAlert tone="failure">{status.isError ? texts.failed : signupMessages.closed}</AuthAlert>
      )}
    </AuthScreen>
  );
}

function SignupForm() {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema), defaultValues: { email: "", name: "" } });

  async function onSubmit(values: SignupValues) {
    setFailed(null);
    try {
      await apiClient.post("/api/signup", signupFormSchema.parse(values));
      setSent(true);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email", "name"])) return;
      setFailed(refusalMessage(error, texts.failed));
    }
  }

  if (sent) return <AuthAlert tone="success">{signupMessages.sent}</AuthAlert>;
  return (
    <>
      {failed && <AuthAlert tone="failure">{failed}</AuthAlert>}
      <AuthForm form={form} onSubmit={onSubmit} texts={texts}>
        <InputField control={form.control} name="email" label={authTexts.fields.email} type="email" autoComplete="email" placeholder={authTexts.fields.emailPlaceholder} />
        <InputField control={form.control} name="name" label={texts.name} autoComplete="name" />
      </AuthForm>
    </>
  );
}

/**
 * `/admin/signup/confirm?token=…`: the mailed link asks the account's password (whoever holds the
 * mailbox chooses it, decision 490), then points to the login. Opening the page alone changes nothing.
 */
export function SignupConfirmPage() {
  const { token } = useAddressToken();
  const [confirmed, setConfirmed] = useState(false);
  const [failed, setFailed] = useState<string | null>(token ? null : signupMessages.linkInvalid);
  const form = useForm<ConfirmValues>({ resolver: zodResolver(confirmFormSchema), defaultValues: { password: "", confirmPassword: "" } });

  async function onSubmit(values: ConfirmValues) {
    setFailed(null);
    try {
      await apiClient.post<{ message: string }>("/api/signup/confirm", { token, password: values.password });
      setConfirmed(true);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["password"])) return;
      setFailed(refusalMessage(error, texts.failed));
    }
  }

  const back = { to: paths.admin.login.href(), label: texts.backToLogin };
  const formTexts = { submit: texts.confirmSubmit, submitting: texts.confirming };
  return (
    <AuthScreen title={texts.confirmTitle} description={confirmed || !token ? undefined : texts.confirmDescription} back={back}>
      {confirmed ? (
        <>
          <AuthAlert tone="success">{signupMessages.confirmed}</AuthAlert>
          <Button asChild className="min-h-11 w-full">
            <Link to={paths.admin.login.href()}>{texts.goToLogin}</Link>
          </Button>
        </>
      ) : (
        <>
          {failed && <AuthAlert tone="failure">{failed}</AuthAlert>}
          {token && (
            <AuthForm form={form} onSubmit={onSubmit} texts={formTexts}>
              <InputField control={form.control} name="password" label={authTexts.fields.newPassword} type="password" autoComplete="new-password" />
              <InputField control={form.control} name="confirmPassword" label={authTexts.fields.confirmPassword} type="password" autoComplete="new-password" />
            </AuthForm>
          )}
        </>
      )}
    </AuthScreen>
  );
}
