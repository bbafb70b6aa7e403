import { useState, type ReactNode } from "react";
import { Trash2Icon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/error-description";

export const confirmDeleteTexts = {
  cancel: "Cancelar",
  confirm: "Excluir",
  deleting: "Excluindo...",
  successTitle: "Sucesso",
  errorTitle: "Erro",
};

export type ConfirmDeleteDialogProps = {
  /** Whether the dialog shows (default true: mount it while there is something to delete). */
  open?: boolean;
  title: string;
  /** The question, which warns that the action cannot be undone. */
  description: ReactNode;
  /** Runs the deletion; the dialog stays open, with 'Excluindo...', until the promise settles. */
  onConfirm: () => Promise<unknown>;
  /** Called when the dialog should close: cancelled, or after the deletion settled. */
  onClose: () => void;
  /**
   * The toasts after the deletion: 'Sucesso' with `deleted`, or 'Erro' with `failed` (followed
   * by the server's reason when it explains the refusal). Without it the caller tells the outcome.
   */
  toasts?: { deleted: string; failed: string };
  confirmLabel?: string;
  pendingLabel?: string;
  cancelLabel?: string;
};

/** Asks before deleting (the action is irreversible); cannot be dismissed while the deletion runs. */
export function ConfirmDeleteDialog({
  open = true,
  title,
  description,
  onConfirm,
  onClose,
  toasts,
  confirmLabel = confirmDeleteTexts.confirm,
  pendingLabel = confirmDeleteTexts.deleting,
  cancelLabel = confirmDeleteTexts.cancel,
}: ConfirmDeleteDialogProps) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await onConfirm();
      if (toasts) toast({ title: confirmDeleteTexts.successTitle, description: toasts.deleted });
    } catch (error) {
      // Without `toasts`, telling a failure is the caller's job (inside `onConfirm`).
      if (toasts) toast({ variant: "destructive", title: confirmDeleteTexts.errorTitle, description: errorDescription(toasts.failed, error) });
    } finally {
      setDeleting(false);
      onClose();
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{cancelLabel}</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The row or card button that opens the confirmation: a red bin, named for what it deletes ("Excluir Banda Ágape"). */
export function DeleteIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive" aria-label={label} onClick={onClick}>
      <Trash2Icon aria-hidden />
    </Button>
  );
}
