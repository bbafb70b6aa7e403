import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { InputField } from "@/components/form-field-block";
import { Button } from "@/components/ui/button";
import { useAddressToken } from "@/hooks/use-address-token";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { authErrorMessage } from "./auth-error-message";
import { AuthAlert, AuthForm, AuthScreen } from "./auth-screen";
import { resetPasswordSchema, type ResetPasswordValues } from "./schemas";
import { authTexts } from "./texts";

const texts = authTexts.resetPassword;

/** better-auth sends the user back here with `?token=…`, or `?error=INVALID_TOKEN` for a bad link. */
const INVALID_TOKEN = "INVALID_TOKEN";

export function ResetPasswordPage() {
  const { token, searchParams } = useAddressToken();
  const [linkError] = useState(() => searchParams.get("error"));
  const linkIsInvalid = !token || linkError === INVALID_TOKEN;
  const [tokenRejected, setTokenRejected] = useState(false);

  return (
    <AuthScreen title={texts.title} description={texts.description} back={{ to: paths.admin.login.href(), label: texts.backToLogin }}>
      {linkIsInvalid || tokenRejected ? (
        <InvalidLink />
      ) : (
        <ResetPasswordForm token={token} onTokenRejected={() => setTokenRejected(true)} />
      )}
    </AuthScreen>
  );
}

function InvalidLink() {
  return (
    <>
      <AuthAlert tone="failure">{texts.invalidLink}</AuthAlert>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.admin.forgotPassword.href()}>{texts.requestNewLink}</Link>
      </Button>
    </>
  );
}

function ResetPasswordForm({
  token,
  onTokenRejected,
}: {
  token: string;
  onTokenRejected: () => void;
}) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  async function onSubmit({ newPassword }: ResetPasswordValues) {
    setFailed(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (!error) {
        await navigate(paths.admin.login.href({ resetDone: true }), { replace: true });
        return;
      }
      switch (error.code) {
        case INVALID_TOKEN:
        case "TOKEN_EXPIRED":
          onTokenRejected();
          return;
        case "PASSWORD_TOO_SHORT":
          form.setError("newPassword", { message: authTexts.validation.passwordTooShort });
          return;
        case "PASSWORD_TOO_LONG":
          form.setError("newPassword", { message: authTexts.validation.passwordTooLong });
          return;
        default:
          setFailed(authErrorMessage(error, { fallback: texts.failed }));
      }
    } catch (error) {
      console.error("Password reset failed", error);
      setFailed(texts.failed);
    }
  }

  return (
    <>
      {failed && <AuthAlert tone="failure">{failed}</AuthAlert>}
      <AuthForm form={form} onSubmit={onSubmit} texts={texts}>
        <InputField control={form.control} name="newPassword" label={authTexts.fields.newPassword} type="password" autoComplete="new-password" />
        <InputField control={form.control} name="confirmPassword" label={authTexts.fields.confirmPassword} type="password" autoComplete="new-password" />
      </AuthForm>
    </>
  );
}
