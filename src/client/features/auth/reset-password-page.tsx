import { useEffect, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { authErrorMessage } from "./auth-error-message";
import { AuthScreen } from "./auth-screen";
import { resetPasswordSchema, type ResetPasswordValues } from "./schemas";
import { authTexts } from "./texts";

const texts = authTexts.resetPassword;

/** better-auth sends the user back here with `?token=…`, or `?error=INVALID_TOKEN` for a bad link. */
const INVALID_TOKEN = "INVALID_TOKEN";

export function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The token is a password: kept in memory and taken out of the address bar at once, so that
  // neither analytics, nor the history, nor a shared screenshot carries it.
  const [token] = useState(() => searchParams.get("token"));
  const [linkError] = useState(() => searchParams.get("error"));
  const linkIsInvalid = !token || linkError === INVALID_TOKEN;
  const [tokenRejected, setTokenRejected] = useState(false);
  const tokenInAddress = searchParams.has("token");
  useEffect(() => {
    if (tokenInAddress) setSearchParams({}, { replace: true });
  }, [tokenInAddress, setSearchParams]);

  const footer = (
    <Link
      to={paths.admin.login.href()}
      className="text-muted-foreground underline-offset-4 hover:underline"
    >
      {texts.backToLogin}
    </Link>
  );

  return (
    <AuthScreen title={texts.title} description={texts.description} footer={footer}>
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
    <div className="flex flex-col gap-4">
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden />
        <AlertDescription>{texts.invalidLink}</AlertDescription>
      </Alert>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.admin.forgotPassword.href()}>{texts.requestNewLink}</Link>
      </Button>
    </div>
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
  const { isSubmitting } = form.formState;

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
    <div className="flex flex-col gap-4">
      {failed && (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>{failed}</AlertDescription>
        </Alert>
      )}
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <FormField
            control={form.control}
            name="newPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{authTexts.fields.newPassword}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirmPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{authTexts.fields.confirmPassword}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? texts.submitting : texts.submit}
          </Button>
        </form>
      </Form>
    </div>
  );
}
