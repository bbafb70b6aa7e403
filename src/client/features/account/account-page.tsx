import { useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  accountNameSchema,
  changePasswordSchema,
  type AccountNameInput,
  type ChangePasswordValues,
} from "@shared/schemas/account";
import { CardHeading } from "@/components/card-heading";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RetryAlert } from "@/components/error-alert";
import { InputField } from "@/components/form-field-block";
import { PageTitle } from "@/components/page-header";
import { FormCardSkeleton } from "@/components/placeholders";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useChangePassword, useSignOutEverywhere, useUpdateAccountName } from "./api";
import { accountTexts as texts } from "./texts";

/** /admin/account, 'Minha conta': the signed-in member's name, password and sessions (decision 460). */
export function AccountPage() {
  const session = authClient.useSession();
  const user = session.data?.user;

  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <PageTitle title={texts.title} description={texts.description} />
      {session.isPending ? (
        <FormCardSkeleton label={texts.title} fields={2} />
      ) : !user ? (
        <RetryAlert title={texts.errorTitle} message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void session.refetch()} />
      ) : (
        <>
          <ProfileCard email={user.email} name={user.name} />
          <PasswordCard />
          <SignOutEverywhereCard />
        </>
      )}
    </section>
  );
}

type CardFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: (values: T) => Promise<void>;
  submitLabel: string;
  /** The submit button's text while the form is submitting. */
  savingLabel: string;
  /** The fields. */
  children: ReactNode;
};

/** A card's form: its fields, then the submit button at the right, disabled while submitting. */
function CardForm<T extends FieldValues>({ form, onSubmit, submitLabel, savingLabel, children }: CardFormProps<T>) {
  const saving = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="flex flex-col gap-6">
        {children}
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? savingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}

/** What a refusal says: too many attempts, the server's own Portuguese (its error shape), or `fallback`. */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return texts.tooManyAttempts;
    if (error.status === 403 || error.code === "json_too_deep" || error.code === "invalid_characters") return error.message || fallback;
  }
  return fallback;
}

function ProfileCard({ email, name }: { email: string; name: string }) {
  const { toast } = useToast();
  const updateName = useUpdateAccountName();
  const form = useForm<AccountNameInput>({ resolver: zodResolver(accountNameSchema), defaultValues: { name } });

  async function onSubmit(input: AccountNameInput) {
    try {
      await updateName.mutateAsync(input);
      form.reset(input);
      toast({ title: texts.successTitle, description: texts.profile.saved });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["name"], { shouldFocus: true })) return;
      toast({ variant: "destructive", title: texts.errorTitle, description: failureMessage(error, texts.profile.failed) });
    }
  }

  return (
    <Card>
      <CardHeading title={texts.profile.title} />
      <CardContent>
        <CardForm form={form} onSubmit={onSubmit} submitLabel={texts.profile.save} savingLabel={texts.profile.saving}>
          <div className="flex flex-col gap-2">
            <Label htmlFor="account-email">{texts.profile.email}</Label>
            <Input id="account-email" type="email" value={email} readOnly disabled />
          </div>
          <InputField control={form.control} name="name" label={texts.profile.name} autoComplete="name" />
        </CardForm>
      </CardContent>
    </Card>
  );
}

const emptyPasswords: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

function PasswordCard() {
  const { toast } = useToast();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: emptyPasswords });

  async function onSubmit({ currentPassword, newPassword }: ChangePasswordValues) {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      form.reset(emptyPasswords);
      toast({ title: texts.successTitle, description: texts.password.changed });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === "INVALID_PASSWORD") {
        form.setError("currentPassword", { message: texts.messages.currentPasswordWrong }, { shouldFocus: true });
        return;
      }
      if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
        const message = code === "PASSWORD_TOO_SHORT" ? texts.messages.passwordTooShort : texts.messages.passwordTooLong;
        form.setError("newPassword", { message }, { shouldFocus: true });
        return;
      }
      toast({ variant: "destructive", title: texts.errorTitle, description: failureMessage(error, texts.password.failed) });
    }
  }

  return (
    <Card>
      <CardHeading title={texts.password.title} description={texts.password.description} />
      <CardContent>
        <CardForm form={form} onSubmit={onSubmit} submitLabel={texts.password.submit} savingLabel={texts.password.submitting}>
          <InputField control={form.control} name="currentPassword" label={texts.password.current} type="password" autoComplete="current-password" />
          <InputField control={form.control} name="newPassword" label={texts.password.next} type="password" autoComplete="new-password" />
          <InputField control={form.control} name="confirmPassword" label={texts.password.confirm} type="password" autoComplete="new-password" />
        </CardForm>
      </CardContent>
    </Card>
  );
}

function SignOutEverywhereCard() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOutEverywhere = useSignOutEverywhere();
  const [open, setOpen] = useState(false);
  const t = texts.signOutEverywhere;

  async function confirm() {
    try {
      await signOutEverywhere.mutateAsync();
      setOpen(false);
      await navigate(paths.admin.login.href(), { replace: true });
      // Nothing of this member's data may linger for whoever signs in next.
      queryClient.clear();
    } catch (error) {
      console.error("Sign-out everywhere failed", error);
      toast({ variant: "destructive", title: texts.errorTitle, description: failureMessage(error, t.failed) });
    }
  }

  return (
    <Card>
      <CardHeading title={t.title} description={t.description} />
      <CardContent className="flex justify-end">
        <ConfirmDialog
          open={open}
          onOpen={() => setOpen(true)}
          onCancel={() => setOpen(false)}
          trigger={<Button variant="outline">{t.button}</Button>}
          title={t.confirmTitle}
          description={t.confirmDescription}
          cancelLabel={t.cancel}
          confirmLabel={t.confirm}
          pendingLabel={t.pending}
          pending={signOutEverywhere.isPending}
          onConfirm={() => void confirm()}
        />
      </CardContent>
    </Card>
  );
}
