import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { invitationPassword, INVITEE_NAME_MAX_LENGTH } from "@shared/schemas/invitations";
import { signupMessages } from "@shared/schemas/signup";
import { InputField } from "@/components/form-field-block";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiClient } from "@/lib/api-client";
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
  confirming: "Confirmando...",
  goToLogin: "Entrar",
  backToLogin: "Voltar para o login",
} as const;

const texts = signupTexts;

const signupFormSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(authTexts.validation.invalidEmail)),
  name: z.string().trim().min(1, signupMessages.nameRequired).max(INVITEE_NAME_MAX_LENGTH, signupMessages.nameTooLong),
  password: invitationPassword,
});
type SignupValues = z.input<typeof signupFormSchema>;

/** `/admin/signup` ('Criar conta', issue 24): with SIGNUP=closed it says so and offers nothing else. */
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
  const form = useForm<SignupValues>({ resolver: zodResolver(signupFormSchema), defaultValues: { email: "", name: "", password: "" } });

  async function onSubmit(values: SignupValues) {
    setFailed(null);
    try {
      await apiClient.post("/api/signup", signupFormSchema.parse(values));
      setSent(true);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email", "name", "password"])) return;
      setFailed(error instanceof ApiError && error.isClientError ? error.message : texts.failed);
    }
  }

  if (sent) return <AuthAlert tone="success">{signupMessages.sent}</AuthAlert>;
  return (
    <>
      {failed && <AuthAlert tone="failure">{failed}</AuthAlert>}
      <AuthForm form={form} onSubmit={onSubmit} texts={texts}>
        <InputField control={form.control} name="email" label={authTexts.fields.email} type="email" autoComplete="email" placeholder={authTexts.fields.emailPlaceholder} />
        <InputField control={form.control} name="name" label={texts.name} autoComplete="name" />
        <InputField control={form.control} name="password" label={authTexts.fields.password} type="password" autoComplete="new-password" />
      </AuthForm>
    </>
  );
}

/** `/admin/signup/confirm?token=…`: the mailed link, confirmed once; then the login. */
export function SignupConfirmPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get("token") ?? "");
  const tokenInAddress = searchParams.has("token");
  useEffect(() => {
    if (tokenInAddress) setSearchParams({}, { replace: true });
  }, [tokenInAddress, setSearchParams]);
  const confirmation = useQuery({
    queryKey: ["signup-confirm", token],
    queryFn: () => apiClient.post<{ message: string }>("/api/signup/confirm", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });
  const back = { to: paths.admin.login.href(), label: texts.backToLogin };
  return (
    <AuthScreen title={texts.confirmTitle} back={back}>
      {token && confirmation.isPending ? (
        <p aria-busy="true">{texts.confirming}</p>
      ) : confirmation.isSuccess ? (
        <>
          <AuthAlert tone="success">{signupMessages.confirmed}</AuthAlert>
          <Button asChild className="min-h-11 w-full">
            <Link to={paths.admin.login.href()}>{texts.goToLogin}</Link>
          </Button>
        </>
      ) : (
        <AuthAlert tone="failure">
          {confirmation.error instanceof ApiError && confirmation.error.isClientError ? confirmation.error.message : signupMessages.linkInvalid}
        </AuthAlert>
      )}
    </AuthScreen>
  );
}
