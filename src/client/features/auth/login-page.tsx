import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheckIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
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
import { useToast } from "@/components/ui/use-toast";
import { authClient } from "@/lib/auth-client";
import { paths, resetDoneParam } from "@/lib/paths";
import { authErrorMessage } from "./auth-error-message";
import { AuthScreen } from "./auth-screen";
import { returnToPath } from "./return-to";
import { loginSchema, type LoginValues } from "./schemas";
import { authTexts } from "./texts";

const texts = authTexts.login;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { refetch: refetchSession } = authClient.useSession();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { isSubmitting } = form.formState;
  const resetDone = searchParams.get(resetDoneParam.name) === resetDoneParam.value;
  const { toast, dismiss: dismissToasts } = useToast();

  function showError(description: string) {
    toast({ variant: "destructive", title: texts.errorTitle, description });
  }

  async function onSubmit({ email, password }: LoginValues) {
    // The previous attempt's error no longer applies.
    dismissToasts();
    try {
      // Spec §7: end whatever session this browser has before starting a new one.
      await authClient.signOut();
      const { error } = await authClient.signIn.email({ email, password });
      if (error) {
        showError(authErrorMessage(error, { fallback: texts.errors.fallback, tooManyRequests: texts.errors.tooManyAttempts }));
        return;
      }
      // Load the new session before leaving, so the access guard sees it at once.
      await refetchSession();
      await navigate(returnToPath(location.state), { replace: true });
    } catch (error) {
      console.error("Sign-in failed", error);
      showError(texts.errors.fallback);
    }
  }

  return (
    <AuthScreen
      title={texts.title}
      description={texts.description}
      footer={
        <Link to={paths.home.href()} className="text-muted-foreground underline-offset-4 hover:underline">
          {authTexts.backToHome}
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        {resetDone && (
          <Alert variant="success">
            <CircleCheckIcon aria-hidden />
            <AlertDescription>{texts.resetDone}</AlertDescription>
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
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <div className="flex items-center justify-between gap-2">
                    <FormLabel>{authTexts.fields.password}</FormLabel>
                    <Link
                      to={paths.admin.forgotPassword.href()}
                      className="text-sm text-primary underline-offset-4 hover:underline"
                    >
                      {texts.forgotPassword}
                    </Link>
                  </div>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
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
