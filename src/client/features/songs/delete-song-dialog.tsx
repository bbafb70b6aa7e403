import { useState } from "react";
import type { CatalogSong } from "@shared/schemas/songs";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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

  async function confirm() {
    if (!song) return;
    try {
      await deletion.mutateAsync(song.id);
      toast({ title: songsTexts.successTitle, description: texts.success });
    } catch {
      toast({ variant: "destructive", title: songsTexts.errorTitle, description: texts.failed });
    }
  }

  return (
    <ConfirmDeleteDialog
      open={song !== null}
      title={texts.title}
      description={shown ? texts.description(shown.name) : null}
      onConfirm={confirm}
      onClose={onClose}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      pendingLabel={texts.deleting}
    />
  );
}
