import type { ReactNode } from "react";
import { CircleAlertIcon, CircleCheckIcon, MusicIcon } from "lucide-react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { paths } from "@/lib/paths";
import { authTexts } from "./texts";

/** The centred card every sign-in screen sits in, with a link back (home, or the login) under it. */
export function AuthScreen({
  title,
  description,
  children,
  back,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-muted p-4">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Link
          to={paths.home.href()}
          className="flex items-center justify-center gap-2 text-lg font-semibold"
        >
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <MusicIcon className="size-4" aria-hidden />
          </span>
          {authTexts.productName}
        </Link>
        <Card>
          <CardHeader>
            <h1 className="text-xl leading-none font-semibold">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>
            <div className="flex flex-col gap-4">{children}</div>
          </CardContent>
          <CardFooter className="justify-center text-sm">
            <Link to={back.to} className="text-muted-foreground underline-offset-4 hover:underline">
              {back.label}
            </Link>
          </CardFooter>
        </Card>
      </div>
    </div>
  );
}

/** A message above a sign-in form: a success (green, announced politely) or a failure (red, an alert). */
export function AuthAlert({ tone, children }: { tone: "success" | "failure"; children: ReactNode }) {
  const Icon = tone === "success" ? CircleCheckIcon : CircleAlertIcon;
  return (
    <Alert variant={tone === "success" ? "success" : "destructive"}>
      <Icon aria-hidden />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/** A sign-in screen's form: its fields and the full-width submit button ('Entrando...' while it runs). */
export function AuthForm<T extends FieldValues>({
  form,
  onSubmit,
  texts,
  children,
}: {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  texts: { submit: string; submitting: string };
  children: ReactNode;
}) {
  const { isSubmitting } = form.formState;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        {children}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
      </form>
    </Form>
  );
}
