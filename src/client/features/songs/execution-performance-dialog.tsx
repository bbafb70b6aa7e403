import { useId, useState } from "react";
import type { SongExecution } from "@shared/schemas/songs";
import { PerformanceFields, performanceOf, typedPerformance, type TypedPerformance } from "@/components/performance-fields";
import { TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { useUpdateExecutionPerformance } from "./api";
import { songsTexts } from "./texts";

const texts = songsTexts.performance;

/**
 * 'Tom e BPM' of one execution (issue 27), edited from the song's history: saved on its own
 * (PATCH of that segment), the history shows it at once.
 */
export function ExecutionPerformanceDialog({
  songId,
  execution,
  date,
  onClose,
}: {
  songId: string;
  execution: SongExecution;
  /** The service's date as shown. */
  date: string;
  onClose: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<TypedPerformance>(() => typedPerformance(execution.musicalKey, execution.tempo));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateExecutionPerformance(songId);

  function save() {
    const performance = performanceOf(typed);
    if ("problem" in performance) {
      setProblem(performance.problem);
      return;
    }
    setProblem(null);
    update.mutate(
      { segmentId: execution.id, performance },
      {
        onSuccess: () => {
          toast({ title: texts.saved });
          onClose();
        },
        onError: (error) =>
          setProblem(error instanceof ApiError && error.status === 422 ? (error.issues?.[0]?.message ?? error.message) : errorDescription(texts.saveFailed, error)),
      },
    );
  }

  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && !update.isPending && onClose()}
      title={texts.title}
      description={texts.description(date, execution.serviceTime, execution.bandName)}
      className="sm:max-w-md"
    >
      <form
        id={`${id}-form`}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <PerformanceFields id={id} value={typed} onChange={(next) => setTyped((current) => ({ ...current, ...next }))} />
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" disabled={update.isPending} onClick={onClose}>
          {texts.cancel}
        </Button>
        <Button type="submit" form={`${id}-form`} className="max-md:h-11" disabled={update.isPending}>
          {update.isPending ? texts.saving : texts.save}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
