import type { Musician } from "@shared/schemas/musicians";
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
import { useToast } from "@/components/ui/use-toast";
import { useDeleteMusician } from "./api/delete-musician";
import { errorDescription } from "./error-description";
import { musiciansTexts } from "./texts";

const texts = musiciansTexts.deleteDialog;
const toasts = musiciansTexts.toasts;

/** Asks before deleting (the action is irreversible); the dialog stays open while deleting. */
export function DeleteMusicianDialog({ musician, onClose }: { musician: Musician; onClose: () => void }) {
  const { toast } = useToast();
  const deleteMusician = useDeleteMusician();
  const deleting = deleteMusician.isPending;

  async function confirm() {
    try {
      await deleteMusician.mutateAsync(musician.id);
      toast({ title: toasts.successTitle, description: toasts.deleted });
    } catch (error) {
      toast({ variant: "destructive", title: toasts.errorTitle, description: errorDescription(toasts.deleteFailed, error) });
    }
    onClose();
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !deleting && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{texts.description(musician.name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>{texts.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={deleting} onClick={() => void confirm()}>
            {deleting ? texts.deleting : texts.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
