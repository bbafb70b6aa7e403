import { useState } from "react";
import { Link, useLocation } from "react-router";
import type { CatalogSong, SongExecution } from "@shared/schemas/songs";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fromList } from "@/lib/back-to-list";
import { paths } from "@/lib/paths";
import { ExecutionHistory } from "./execution-history";
import { NewSongBadge } from "./new-song-badge";
import { SegmentPreview } from "./segment-preview";
import { SongLinks, SongStats } from "./song-stats";
import { songsTexts } from "./texts";

/** The catalogue row's details: statistics, execution history and the preview of an execution. */
export function SongDetailsDialog({ song, onClose }: { song: CatalogSong | null; onClose: () => void }) {
  return (
    <Dialog open={song !== null} onOpenChange={(open) => !open && onClose()}>
      {song && <SongDetailsContent key={song.id} song={song} />}
    </Dialog>
  );
}

function SongDetailsContent({ song }: { song: CatalogSong }) {
  const [previewing, setPreviewing] = useState<SongExecution | null>(null);
  const location = useLocation();
  return (
    <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-3xl">
      <DialogHeader>
        <DialogTitle className="flex flex-wrap items-center gap-2">
          {song.name}
          <NewSongBadge newMarkedAt={song.newMarkedAt} />
        </DialogTitle>
        <DialogDescription>
          {song.author ?? songsTexts.stats.noAuthor} · {songsTexts.detailsDialog.description}
        </DialogDescription>
      </DialogHeader>
      <SongStats song={song} />
      <SongLinks song={song} />
      {previewing && (
        <section aria-label={songsTexts.preview.title}>
          <SegmentPreview songName={song.name} execution={previewing} />
        </section>
      )}
      <section aria-label={songsTexts.history.title} className="flex flex-col gap-2">
        <h3 className="font-semibold">{songsTexts.history.title}</h3>
        <ExecutionHistory songId={song.id} selectedId={previewing?.id ?? null} onSelect={setPreviewing} />
      </section>
      <DialogFooter>
        <Button asChild variant="outline">
          <Link to={paths.admin.songs.detail.href(song.id)}
                    state={fromList(location)}>{songsTexts.detailsDialog.openPage}</Link>
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
