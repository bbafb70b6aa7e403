import { useState, type MouseEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LogOutIcon } from "lucide-react";
import { useNavigate } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
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

  async function signOut(event: MouseEvent) {
    // Keep the dialog open until the server has answered.
    event.preventDefault();
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
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogTrigger asChild>
          <SidebarMenuButton tooltip={texts.button}>
            <LogOutIcon aria-hidden />
            <span>{texts.button}</span>
          </SidebarMenuButton>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{texts.title}</AlertDialogTitle>
            <AlertDialogDescription>{texts.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{texts.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={signOut} disabled={pending}>
              {texts.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </SidebarMenuItem>
  );
}
