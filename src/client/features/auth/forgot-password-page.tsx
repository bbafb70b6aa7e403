import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
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
  const { isSubmitting } = form.formState;

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
    <AuthScreen
      title={texts.title}
      description={texts.description}
      footer={
        <Link
          to={paths.admin.login.href()}
          className="text-muted-foreground underline-offset-4 hover:underline"
        >
          {texts.backToLogin}
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        {outcome.status === "sent" && (
          <Alert variant="success" role="status">
            <CircleCheckIcon aria-hidden />
            <AlertDescription>{texts.sent}</AlertDescription>
          </Alert>
        )}
        {outcome.status === "failed" && (
          <Alert variant="destructive" role="alert">
            <CircleAlertIcon aria-hidden />
            <AlertDescription>{outcome.message}</AlertDescription>
          </Alert>
        )}
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{authTexts.fields.email}</FormLabel>
                  <FormControl>
                    <Input
                      type="email"
                      autoComplete="email"
                      placeholder={authTexts.fields.emailPlaceholder}
                      {...field}
                    />
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
    </AuthScreen>
  );
}
