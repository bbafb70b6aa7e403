import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  INVITATION_ROLES,
  invitationCreateSchema,
  roleLabels,
  type InvitationCreateInput,
} from "@shared/schemas/invitations";
import { FormActions } from "@/components/form-actions";
import { InputField } from "@/components/form-field-block";
import { TitledDialog } from "@/components/titled-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { DialogFooter } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useCreateInvitation } from "./api";
import { invitationsTexts } from "./texts";

const texts = invitationsTexts.dialog;

/**
 * 'Convidar': e-mail and role ('Administrador' or 'Editor'). A refusal the server explains (the
 * e-mail is on this team or another church's) shows above the buttons and keeps the dialog open.
 * Mount it anew for each opening.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<InvitationCreateInput>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: { email: "", role: "editor" },
  });
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: InvitationCreateInput) {
    setRefusal(null);
    try {
      await create.mutateAsync(values);
      toast({ title: invitationsTexts.toasts.sent });
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email", "role"])) return;
      if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
      else toast({ variant: "destructive", title: invitationsTexts.toasts.failed });
    }
  }

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      title={texts.title}
      description={texts.description}
      className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-md"
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <InputField
            control={form.control}
            name="email"
            label={texts.email}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={texts.emailPlaceholder}
            className="[&_input]:min-h-11"
          />
          <FormField
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{texts.role}</FormLabel>
                <Select value={field.value} onValueChange={field.onChange} disabled={saving}>
                  <FormControl>
                    <SelectTrigger onBlur={field.onBlur} className="min-h-11 w-full">
                      <SelectValue placeholder={texts.rolePlaceholder} />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {INVITATION_ROLES.map((role) => (
                      <SelectItem key={role} value={role} className="min-h-11">
                        {roleLabels[role]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
          {refusal && (
            <Alert variant="destructive">
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          )}
          <DialogFooter className="gap-2">
            <FormActions texts={texts} saving={saving} onCancel={onClose} />
          </DialogFooter>
        </form>
      </Form>
    </TitledDialog>
  );
}
