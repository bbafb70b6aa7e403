import { useState } from "react";
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
import { AuthScreen } from "./auth-screen";
import { resetPasswordSchema, type ResetPasswordValues } from "./schemas";
import { authTexts } from "./texts";

const texts = authTexts.resetPassword;

/** better-auth sends the user back here with `?token=…`, or `?error=INVALID_TOKEN` for a bad link. */
const INVALID_TOKEN = "INVALID_TOKEN";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const linkIsInvalid = !token || searchParams.get("error") === INVALID_TOKEN;
  const [tokenRejected, setTokenRejected] = useState(false);

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
  const [failed, setFailed] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  async function onSubmit({ newPassword }: ResetPasswordValues) {
    setFailed(false);
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (!error) {
        await navigate(paths.admin.login.href({ resetDone: true }), { replace: true });
        return;
      }
      switch (error.code) {
        case INVALID_TOKEN:
          onTokenRejected();
          return;
        case "PASSWORD_TOO_SHORT":
          form.setError("newPassword", { message: authTexts.validation.passwordTooShort });
          return;
        case "PASSWORD_TOO_LONG":
          form.setError("newPassword", { message: authTexts.validation.passwordTooLong });
          return;
        default:
          setFailed(true);
      }
    } catch (error) {
      console.error("Password reset failed", error);
      setFailed(true);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {failed && (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>{texts.failed}</AlertDescription>
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
