import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { musicianMessages, type Musician } from "@shared/schemas/musicians";
import { useCheckedDelete } from "@/components/checked-delete-dialog";
import { ListPage } from "@/components/list-page";
import { Skeletons } from "@/components/placeholders";
import { Button } from "@/components/ui/button";
import { musicianUsageQuery, useDeleteMusician, useMusicians } from "./api";
import { MusicianDialog } from "./musician-dialog";
import { MusiciansTable } from "./musicians-table";
import { musiciansTexts as texts } from "./texts";

/** A musician's row while the list loads. */
const musicianRowSkeleton = (
  <div className="flex items-center gap-4">
    <Skeletons sizes={["size-9 rounded-full", "h-4 w-48", "h-4 w-24", "ml-auto h-6 w-20"]} />
  </div>
);

/** /admin/musicians: the church's musicians (spec, admin: Musicians list). */
export function MusiciansPage() {
  const [search, setSearch] = useState("");
  const musicians = useMusicians({ search });
  const queryClient = useQueryClient();
  // Whether the musician can go, asked before the question (docs/decisions/429).
  const deletion = useCheckedDelete(useDeleteMusician(), texts, (musician: Musician) => musician.name, async (musician: Musician) => {
    const { usage } = await queryClient.fetchQuery(musicianUsageQuery(musician.id));
    return usage.services > 0
      ? { allowed: false, reason: musicianMessages.inServices(usage.services) }
      : { allowed: true, description: texts.deleteDialog.describe(musician.name, usage.bands) };
  });
  // The new/edit dialog: musician null is a new one; a new key mounts the dialog afresh.
  const [form, setForm] = useState<{ musician: Musician | null; key: number } | null>(null);
  const openForm = (musician: Musician | null) => setForm({ musician, key: Date.now() });

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
        skeleton={{ item: musicianRowSkeleton, className: "flex flex-col gap-3" }}
        isEmpty={musicians.data?.musicians.length === 0}
      >
        <MusiciansTable musicians={musicians.data?.musicians ?? []} onEdit={openForm} onDelete={deletion.ask} />
      </ListPage>
      {form && <MusicianDialog key={form.key} musician={form.musician} onClose={() => setForm(null)} />}
      {deletion.dialog}
    </>
  );
}
