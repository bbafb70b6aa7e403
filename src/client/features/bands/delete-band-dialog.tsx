import type { Band } from "@shared/schemas/bands";
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
import { useDeleteBand } from "./api/delete-band";
import { errorDescription } from "./error-description";
import { bandsTexts } from "./texts";

const texts = bandsTexts.deleteDialog;
const toasts = bandsTexts.toasts;

/** Asks before deleting (the action is irreversible); the dialog stays open while deleting. */
export function DeleteBandDialog({ band, onClose }: { band: Band; onClose: () => void }) {
  const { toast } = useToast();
  const deleteBand = useDeleteBand();
  const deleting = deleteBand.isPending;

  async function confirm() {
    try {
      await deleteBand.mutateAsync(band.id);
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
          <AlertDialogDescription>{texts.description(`${band.name} (${band.year})`)}</AlertDialogDescription>
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
