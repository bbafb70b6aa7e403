import { useState } from "react";
import type { CatalogSong } from "@shared/schemas/songs";
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
import { useDeleteSong } from "./api";
import { songsTexts } from "./texts";

const texts = songsTexts.delete;

/** Confirms the delete of a song, warning that its execution records go with it. */
export function DeleteSongDialog({ song, onClose }: { song: Pick<CatalogSong, "id" | "name"> | null; onClose: () => void }) {
  const deletion = useDeleteSong();
  // Keeps the name on screen while the dialog animates closed.
  const [lastSong, setLastSong] = useState(song);
  if (song !== null && song !== lastSong) setLastSong(song);
  const shown = song ?? lastSong;

  function confirm() {
    if (!song) return;
    deletion.mutate(song.id, {
      onSuccess: () => {
        toast({ title: songsTexts.successTitle, description: texts.success });
        onClose();
      },
      onError: () => {
        toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.failed });
        onClose();
      },
    });
  }

  return (
    <AlertDialog open={song !== null} onOpenChange={(open) => !open && !deletion.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.title}</AlertDialogTitle>
          <AlertDialogDescription>{shown ? texts.description(shown.name) : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>{texts.cancel}</AlertDialogCancel>
          {/* Not an AlertDialogAction: the dialog stays open, showing progress, until the server answers. */}
          <Button variant="destructive" disabled={deletion.isPending} onClick={confirm}>
            {deletion.isPending ? texts.deleting : texts.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
