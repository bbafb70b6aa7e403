import { useState, type ReactNode } from "react";
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
import { ConfirmDeleteDialog, confirmDeleteTexts, type DeletionTexts } from "@/components/confirm-delete-dialog";

export const checkedDeleteTexts = {
  checking: "Verificando o que a exclusão afeta...",
  understood: "Entendi",
};

/** What deleting an item would do, known before asking: it can go (and what goes with it), or why it cannot. */
export type DeletionCheck = { allowed: true; description: ReactNode } | { allowed: false; reason: string };

export type CheckedDeletionTexts = DeletionTexts & {
  /** The title when the item cannot be deleted ('Não é possível excluir o músico'). */
  blockedTitle: string;
};

type State<T> = { item: T; check: DeletionCheck | null };

/**
 * Asking before deleting an item that other records may name (a musician in lineups, a band in
 * services): `ask(item)` first asks the server what the deletion would do (`check`), then either
 * explains why it cannot happen (one 'Entendi' button) or asks to confirm, saying what goes with
 * it. Never a confirmation followed by a refusal (docs/decisions/429). If the check itself fails,
 * the usual question is asked; the server still refuses what it must, and the toast says why.
 */
export function useCheckedDelete<T extends { id: string }>(
  mutation: { mutateAsync: (id: string) => Promise<unknown> },
  texts: CheckedDeletionTexts,
  nameOf: (item: T) => string,
  check: (item: T) => Promise<DeletionCheck>,
) {
  const [state, setState] = useState<State<T> | null>(null);

  function ask(item: T) {
    setState({ item, check: null });
    check(item).then(
      (result) => setState((current) => (current?.item.id === item.id ? { item, check: result } : current)),
      () =>
        setState((current) =>
          current?.item.id === item.id ? { item, check: { allowed: true, description: texts.deleteDialog.description(nameOf(item)) } } : current,
        ),
    );
  }

  const close = () => setState(null);
  let dialog: ReactNode = null;
  if (state?.check?.allowed) {
    dialog = (
      <ConfirmDeleteDialog
        key={state.item.id}
        title={texts.deleteDialog.title}
        description={state.check.description}
        onConfirm={() => mutation.mutateAsync(state.item.id)}
        onClose={close}
        toasts={{ deleted: texts.toasts.deleted, failed: texts.toasts.deleteFailed }}
      />
    );
  } else if (state) {
    const blocked = state.check !== null && !state.check.allowed ? state.check : null;
    dialog = (
      <AlertDialog open onOpenChange={(open) => !open && close()}>
        <AlertDialogContent aria-busy={state.check === null}>
          <AlertDialogHeader>
            <AlertDialogTitle>{blocked ? texts.blockedTitle : texts.deleteDialog.title}</AlertDialogTitle>
            <AlertDialogDescription>{blocked ? blocked.reason : checkedDeleteTexts.checking}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            {blocked ? (
              <AlertDialogCancel className="max-md:h-11">{checkedDeleteTexts.understood}</AlertDialogCancel>
            ) : (
              <>
                <AlertDialogCancel className="max-md:h-11">{confirmDeleteTexts.cancel}</AlertDialogCancel>
                <Button variant="destructive" className="max-md:h-11" disabled>
                  {confirmDeleteTexts.confirm}
                </Button>
              </>
            )}
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    );
  }
  return { ask, dialog };
}
