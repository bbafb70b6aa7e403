import { useId, useMemo } from "react";
import { CopyIcon, TriangleAlertIcon } from "lucide-react";
import { TitledDialog } from "@/components/titled-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useSongCredits } from "./api";
import { chaptersTexts as texts } from "./chapters-texts";
import { isCatalogueSongId } from "./service-draft";
import { buildYouTubeChapters, type ChapterSegment } from "./youtube-chapters";

/** 'Capítulos do YouTube': the description text for the service video, from the form's segments. */
export function ChaptersDialog({
  open,
  onOpenChange,
  segments,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  segments: readonly ChapterSegment[];
}) {
  const textId = useId();
  // A song the save will add has no credits to look up yet.
  const songIds = useMemo(() => segments.map((segment) => segment.songCatalogId).filter(isCatalogueSongId), [segments]);
  const credits = useSongCredits(songIds, open);
  const authors = useMemo(
    () => new Map((credits.data?.songs ?? []).map((song) => [song.id, song.author] as const)),
    [credits.data],
  );
  const chapters = buildYouTubeChapters(segments, authors);
  const loadingCredits = songIds.length > 0 && credits.isPending;

  async function copy() {
    try {
      await navigator.clipboard.writeText(chapters.text);
      toast({ title: texts.copiedTitle, description: texts.copiedDescription });
    } catch {
      toast({ variant: "destructive", title: texts.errorTitle, description: texts.copyFailed });
    }
  }

  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={texts.title} description={texts.description} className="sm:max-w-xl">
      {!chapters.meetsYouTubeRules && (
        <Alert>
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>{texts.youTubeRule}</AlertDescription>
        </Alert>
      )}
      <label htmlFor={textId} className="sr-only">
        {texts.textLabel}
      </label>
      {loadingCredits ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <Textarea id={textId} readOnly value={chapters.text} rows={Math.min(18, chapters.text.split("\n").length + 1)} className="font-mono text-sm" />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" onClick={() => onOpenChange(false)}>
          {texts.close}
        </Button>
        <Button type="button" className="max-md:h-11" onClick={() => void copy()} disabled={loadingCredits}>
          <CopyIcon aria-hidden />
          {texts.copy}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
