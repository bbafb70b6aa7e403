import { useEffect, useState } from "react";
import { PlusIcon, SearchIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useMusicians } from "./api/list-musicians";
import { DeleteMusicianDialog } from "./delete-musician-dialog";
import { MusicianDialog } from "./musician-dialog";
import { MusiciansTable } from "./musicians-table";
import { musiciansTexts as texts } from "./texts";
import { useDebouncedValue } from "@/hooks/use-debounced";

/** Which dialog is open: the new/edit form (musician null = new) or the delete confirmation. */
type OpenDialog = { kind: "form"; musician: Musician | null; key: number } | { kind: "delete"; musician: Musician } | null;

function MusiciansSkeleton() {
  return (
    <div role="status" aria-label={texts.loadingLabel} className="flex flex-col gap-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="ml-auto h-6 w-20" />
        </div>
      ))}
    </div>
  );
}

/** /admin/musicians: the church's musicians (spec, admin: Musicians list). */
export function MusiciansPage() {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim());
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useMusicians({ search });
  const [dialog, setDialog] = useState<OpenDialog>(null);

  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: texts.toasts.errorTitle, description: texts.toasts.loadFailed });
  }, [isError, errorUpdatedAt]);

  const close = () => setDialog(null);

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
          <p className="text-muted-foreground">{texts.description}</p>
        </div>
        <Button onClick={() => setDialog({ kind: "form", musician: null, key: Date.now() })}>
          <PlusIcon aria-hidden />
          {texts.newMusician}
        </Button>
      </header>

      <Card>
        <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
          <div className="relative w-full max-w-md">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              aria-label={texts.searchLabel}
              placeholder={texts.searchPlaceholder}
              value={searchInput}
              onChange={(event) => setSearchInput(event.target.value)}
              className="pl-9"
            />
          </div>
          {isPending ? (
            <MusiciansSkeleton />
          ) : isError && !data ? (
            <Alert variant="destructive">
              <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
                {texts.toasts.loadFailed}
                <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
                  {texts.retry}
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <MusiciansTable
              musicians={data?.musicians ?? []}
              onEdit={(musician) => setDialog({ kind: "form", musician, key: Date.now() })}
              onDelete={(musician) => setDialog({ kind: "delete", musician })}
            />
          )}
        </CardContent>
      </Card>

      {dialog?.kind === "form" && <MusicianDialog key={dialog.key} musician={dialog.musician} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteMusicianDialog key={dialog.musician.id} musician={dialog.musician} onClose={close} />}
    </section>
  );
}
