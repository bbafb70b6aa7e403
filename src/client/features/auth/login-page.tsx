import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { InputField } from "@/components/form-field-block";
import { useToast } from "@/components/ui/use-toast";
import { authClient } from "@/lib/auth-client";
import { paths, resetDoneParam } from "@/lib/paths";
import { authErrorMessage } from "./auth-error-message";
import { AuthAlert, AuthForm, AuthScreen } from "./auth-screen";
import { EmailField } from "./email-field";
import { returnToPath } from "./return-to";
import { signupLinkText, useSignupOpen } from "./signup-status";
import { loginSchema, type LoginValues } from "./schemas";
import { authTexts } from "./texts";

const texts = authTexts.login;

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { refetch: refetchSession } = authClient.useSession();
  const signupOpen = useSignupOpen();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
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
    <AuthScreen title={texts.title} description={texts.description} back={{ to: paths.home.href(), label: authTexts.backToHome }}>
      {resetDone && <AuthAlert tone="success">{texts.resetDone}</AuthAlert>}
      <AuthForm form={form} onSubmit={onSubmit} texts={texts}>
        <EmailField control={form.control} />
        <InputField
          control={form.control}
          name="password"
          label={authTexts.fields.password}
          labelAside={
            <Link to={paths.admin.forgotPassword.href()} className="text-sm text-primary underline-offset-4 hover:underline">
              {texts.forgotPassword}
            </Link>
          }
          type="password"
          autoComplete="current-password"
        />
      </AuthForm>
      {signupOpen && (
        <p className="text-center text-sm">
          <Link to={paths.admin.signup.href()} className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline">
            {signupLinkText}
          </Link>
        </p>
      )}
    </AuthScreen>
  );
}
