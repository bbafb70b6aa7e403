import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import {
  invitationMessages,
  invitationPassword,
  INVITEE_NAME_MAX_LENGTH,
  roleLabels,
  type InvitationAcceptResponse,
  type InvitationLookupResponse,
} from "@shared/schemas/invitations";
import { InputField } from "@/components/form-field-block";
import { Skeleton } from "@/components/ui/skeleton";
import { useAddressToken } from "@/hooks/use-address-token";
import { ApiError, apiClient } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { refusalMessage } from "@/lib/error-description";
import { paths } from "@/lib/paths";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { AuthAlert, AuthForm, AuthScreen } from "./auth-screen";
import { authTexts } from "./texts";

export const acceptInvitationTexts = {
  title: "Convite para a equipe",
  firstAdminTitle: "Convite para administrar sua igreja",
  loading: "Verificando o convite...",
  joinChurch: (church: string, role: string) => `Você foi convidado para a equipe da ${church} como ${role}.`,
  firstAdmin: "Crie sua conta e, em seguida, cadastre sua igreja.",
  newAccount: (email: string) => `Crie sua conta para ${email}: seu nome e uma senha de pelo menos 8 caracteres.`,
  existingAccount: (email: string) => `Você já tem uma conta com o e-mail ${email}. Informe sua senha para aceitar o convite.`,
  name: "Seu nome",
  password: "Senha",
  submit: "Aceitar convite",
  submitting: "Entrando...",
  failed: "Não foi possível aceitar o convite. Tente novamente.",
  backToHome: "Voltar para o início",
} as const;

const texts = acceptInvitationTexts;

const lookupKey = (token: string) => ["invitation-lookup", token] as const;

const newAccountSchema = z.object({
  name: z.string().trim().min(1, invitationMessages.nameRequired).max(INVITEE_NAME_MAX_LENGTH, invitationMessages.nameTooLong),
  password: invitationPassword,
});
type AcceptValues = z.infer<typeof newAccountSchema>;
const existingAccountSchema = z.object({ name: z.string(), password: invitationPassword });

/**
 * `/convite?token=…` (issue 24): what the invitation is, or that the link expired, was used or
 * cancelled (and nothing else); then a name and password for a new account, or the password of
 * the existing one, and the admin area, signed in.
 */
export function AcceptInvitationPage() {
  const { token } = useAddressToken();

  const lookup = useQuery({
    queryKey: lookupKey(token),
    queryFn: () => apiClient.post<InvitationLookupResponse>("/api/invitations/lookup", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });

  const back = { to: paths.home.href(), label: texts.backToHome };
  if (!token) {
    return (
      <AuthScreen title={texts.title} back={back}>
        <AuthAlert tone="failure">{invitationMessages.invalid}</AuthAlert>
      </AuthScreen>
    );
  }
  if (lookup.isPending) {
    return (
      <AuthScreen title={texts.title} back={back}>
        <div aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-3">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </AuthScreen>
    );
  }
  if (lookup.isError) {
    const dead = lookup.error instanceof ApiError && lookup.error.isClientError;
    return (
      <AuthScreen title={texts.title} back={back}>
        <AuthAlert tone="failure">{dead ? lookup.error.message : texts.failed}</AuthAlert>
      </AuthScreen>
    );
  }
  const invitation = lookup.data;
  return (
    <AuthScreen
      title={invitation.churchName ? texts.title : texts.firstAdminTitle}
      description={invitation.churchName ? texts.joinChurch(invitation.churchName, roleLabels[invitation.role]) : texts.firstAdmin}
      back={back}
    >
      <AcceptForm token={token} invitation={invitation} />
    </AuthScreen>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationLookupResponse }) {
  const navigate = useNavigate();
  const { refetch: refetchSession } = authClient.useSession();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<AcceptValues>({
    resolver: zodResolver(invitation.hasAccount ? existingAccountSchema : newAccountSchema),
    defaultValues: { name: "", password: "" },
  });
  const accept = useMutation({
    mutationFn: (values: AcceptValues) =>
      apiClient.post<InvitationAcceptResponse>("/api/invitations/accept", {
        token,
        password: values.password,
        ...(invitation.hasAccount ? {} : { name: values.name }),
      }),
  });

  async function onSubmit(values: AcceptValues) {
    setFailed(null);
    try {
      await accept.mutateAsync(values);
      // Load the new session before leaving, so the access guard sees it at once.
      await refetchSession();
      await navigate(paths.admin.root.href(), { replace: true });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["name", "password"])) return;
      setFailed(refusalMessage(error, texts.failed));
    }
  }

  return (
    <>
      <p className="text-sm text-muted-foreground">
        {invitation.hasAccount ? texts.existingAccount(invitation.email) : texts.newAccount(invitation.email)}
      </p>
      {failed && <AuthAlert tone="failure">{failed}</AuthAlert>}
      <AuthForm form={form} onSubmit={onSubmit} texts={texts}>
        {!invitation.hasAccount && <InputField control={form.control} name="name" label={texts.name} autoComplete="name" />}
        <InputField
          control={form.control}
          name="password"
          label={authTexts.fields.password}
          type="password"
          autoComplete={invitation.hasAccount ? "current-password" : "new-password"}
        />
      </AuthForm>
    </>
  );
}
