import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LogOutIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar";
import { toast } from "@/components/ui/use-toast";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { adminShellTexts } from "./texts";

const texts = adminShellTexts.signOut;

/** 'Sair' in the sidebar footer: asks for confirmation, then ends the session. */
export function SignOutMenuItem() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function signOut() {
    // The dialog stays open until the server has answered.
    setPending(true);
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? `Sign-out failed with status ${error.status}`);
      setOpen(false);
      await navigate(paths.admin.login.href(), { replace: true });
      // Nothing of this administrator's data may linger for the next one.
      queryClient.clear();
    } catch (error) {
      console.error("Sign-out failed", error);
      toast({ variant: "destructive", title: adminShellTexts.errorTitle, description: texts.failed });
    } finally {
      setPending(false);
    }
  }

  return (
    <SidebarMenuItem>
      <ConfirmDialog
        open={open}
        onOpen={() => setOpen(true)}
        onCancel={() => setOpen(false)}
        trigger={
          <SidebarMenuButton tooltip={texts.button}>
            <LogOutIcon aria-hidden />
            <span>{texts.button}</span>
          </SidebarMenuButton>
        }
        title={texts.title}
        description={texts.description}
        cancelLabel={texts.cancel}
        confirmLabel={texts.confirm}
        pendingLabel={texts.confirm}
        destructive={false}
        pending={pending}
        onConfirm={() => void signOut()}
      />
    </SidebarMenuItem>
  );
}
