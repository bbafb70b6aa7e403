import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export const confirmTexts = {
  cancel: "Cancelar",
  confirm: "Excluir",
  pending: "Excluindo...",
};

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  /** Called when the user backs out: 'Cancelar', Escape or a click outside (not while `pending`). */
  onCancel: () => void;
  /** The action runs: both buttons are disabled and the dialog cannot be dismissed. */
  pending?: boolean;
  confirmLabel?: string;
  /** The confirm button's text while pending (default 'Excluindo...'). */
  pendingLabel?: string;
  cancelLabel?: string;
  /** A destructive confirm button (red) by default. */
  destructive?: boolean;
  /** The button that opens the dialog, when it opens from one; `onOpen` is then called. */
  trigger?: ReactNode;
  onOpen?: () => void;
};

/**
 * A question before an action (Cancelar / the action). The confirm button is not an
 * `AlertDialogAction`: the dialog stays open, showing progress, until the caller closes it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  onConfirm,
  onCancel,
  pending = false,
  confirmLabel = confirmTexts.confirm,
  pendingLabel = confirmTexts.pending,
  cancelLabel = confirmTexts.cancel,
  destructive = true,
  trigger,
  onOpen,
}: ConfirmDialogProps) {
  function openChanged(next: boolean) {
    if (next) onOpen?.();
    else if (!pending) onCancel();
  }

  return (
    <AlertDialog open={open} onOpenChange={openChanged}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={destructive ? "destructive" : "default"} disabled={pending} onClick={onConfirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
