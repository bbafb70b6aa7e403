import { useState } from "react";
import { PlusIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ListPage } from "@/components/list-page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteMusician, useMusicians } from "./api";
import { MusicianDialog } from "./musician-dialog";
import { MusiciansTable } from "./musicians-table";
import { musiciansTexts as texts } from "./texts";

/** Which dialog is open: the new/edit form (musician null = new) or the delete confirmation. */
type OpenDialog = { kind: "form"; musician: Musician | null; key: number } | { kind: "delete"; musician: Musician } | null;

function MusiciansSkeleton() {
  return (
    <div className="flex flex-col gap-3">
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
  const [search, setSearch] = useState("");
  const musicians = useMusicians({ search });
  const deleteMusician = useDeleteMusician();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const openForm = (musician: Musician | null) => setDialog({ kind: "form", musician, key: Date.now() });

  return (
    <>
      <ListPage
        layout="card"
        texts={texts}
        action={
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden />
            {texts.newMusician}
          </Button>
        }
        onSearch={setSearch}
        query={musicians}
        loadFailed={texts.toasts.loadFailed}
        skeleton={<MusiciansSkeleton />}
        isEmpty={musicians.data?.musicians.length === 0}
      >
        <MusiciansTable
          musicians={musicians.data?.musicians ?? []}
          onEdit={openForm}
          onDelete={(musician) => setDialog({ kind: "delete", musician })}
        />
      </ListPage>
      {dialog?.kind === "form" && <MusicianDialog key={dialog.key} musician={dialog.musician} onClose={close} />}
      {dialog?.kind === "delete" && (
        <ConfirmDeleteDialog
          key={dialog.musician.id}
          title={texts.deleteDialog.title}
          description={texts.deleteDialog.description(dialog.musician.name)}
          onConfirm={() => deleteMusician.mutateAsync(dialog.musician.id)}
          onClose={close}
          toasts={{ deleted: texts.toasts.deleted, failed: texts.toasts.deleteFailed }}
        />
      )}
    </>
  );
}
