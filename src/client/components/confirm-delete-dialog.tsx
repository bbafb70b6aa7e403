import { useState, type ReactNode } from "react";
import { Trash2Icon } from "lucide-react";
import { ConfirmDialog, confirmTexts } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/error-description";

export const confirmDeleteTexts = {
  cancel: confirmTexts.cancel,
  confirm: confirmTexts.confirm,
  deleting: confirmTexts.pending,
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
    <ConfirmDialog
      open={open}
      title={title}
      description={description}
      pending={deleting}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      cancelLabel={cancelLabel}
    />
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

/** The words of a feature's deletion (its texts object with these keys fits as it is). */
export type DeletionTexts = {
  deleteDialog: { title: string; description: (name: string) => ReactNode };
  toasts: { deleted: string; deleteFailed: string };
};

/**
 * Asking before deleting one item of a list: `ask(item)` opens the confirmation, whose question
 * names the item (`nameOf`); confirming runs `mutation` with its id and tells the outcome.
 * Render `dialog` once in the page.
 */
export function useConfirmDelete<T extends { id: string }>(
  mutation: { mutateAsync: (id: string) => Promise<unknown> },
  texts: DeletionTexts,
  nameOf: (item: T) => string,
) {
  const [item, setItem] = useState<T | null>(null);
  const dialog = item ? (
    <ConfirmDeleteDialog
      key={item.id}
      title={texts.deleteDialog.title}
      description={texts.deleteDialog.description(nameOf(item))}
      onConfirm={() => mutation.mutateAsync(item.id)}
      onClose={() => setItem(null)}
      toasts={{ deleted: texts.toasts.deleted, failed: texts.toasts.deleteFailed }}
    />
  ) : null;
  return { ask: setItem, dialog };
}
