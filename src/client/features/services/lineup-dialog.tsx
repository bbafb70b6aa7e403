import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { MusicianPicker } from "@/components/musician-picker";
import { TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useMusicianOptions } from "@/lib/reference-data";
import { instrumentHintQueryOptions } from "./api";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { addMusician, editInstrument, removeMusician, visibleEntries, type LineupEntry, type LineupMusician } from "./lineup-rules";
import { LineupTable } from "./lineup-table";
import { servicesTexts } from "./texts";

const texts = servicesTexts.lineup;
const pickerTexts = {
  add: texts.addMusician,
  searchPlaceholder: texts.searchMusician,
  searchLabel: texts.searchMusicianLabel,
  loading: texts.loading,
  noCandidates: texts.noCandidates,
  noMatch: texts.noMatch,
};

export type LineupDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** "service": removing deletes the entry; "song": it stays as a removed marker (spec §4). */
  scope: "service" | "song";
  /** What the dialog starts from (the load order is the caller's); re-read until the user edits. */
  initialEntries: LineupEntry[];
  /** The initial entries are still loading ('Carregando músicos...'). */
  loading?: boolean;
  bandMemberIds: ReadonlySet<string>;
  /** The service's date: the instrument prefill looks at services before it. */
  hintBefore: string;
  onSave: (entries: LineupEntry[]) => void | Promise<void>;
};

/** 'Editar Músicos do Culto' and 'Editar Músicos da Música': the same table and rules. */
export function LineupDialog(props: LineupDialogProps) {
  const { open, onOpenChange, title, description } = props;
  return (
    <TitledDialog open={open} onOpenChange={onOpenChange} title={title} description={description} className="min-w-0 sm:max-w-3xl">
      {open ? <LineupEditor {...props} /> : null}
    </TitledDialog>
  );
}

function LineupEditor({ scope, initialEntries, loading = false, bandMemberIds, hintBefore, onSave, onOpenChange }: LineupDialogProps) {
  const queryClient = useQueryClient();
  const musicians = useMusicianOptions();
  // Spec §4: until the user edits, the lineup follows its sources (which may still be loading);
  // after the first edit it is the user's draft and stops reloading.
  const [draft, setDraft] = useState<LineupEntry[] | null>(null);
  const entries = draft ?? initialEntries;
  const edited = draft !== null;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<LineupEntry | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (musicians.isError) toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.musiciansLoadError });
  }, [musicians.isError]);

  const shown = visibleEntries(entries);
  const present = new Set(shown.map((entry) => entry.musicianId));
  const candidates = (musicians.data?.musicians ?? []).filter((musician) => !present.has(musician.id));

  function change(next: LineupEntry[]) {
    setDraft(next);
  }

  async function add(musician: LineupMusician) {
    setAdding(true);
    setDraft((current) => current ?? initialEntries);
    let instrument: string | null = null;
    try {
      instrument = (await queryClient.fetchQuery(instrumentHintQueryOptions(musician.id, hintBefore))).instrument;
    } catch {
      // No prefill: the admin types the instrument.
    }
    setDraft((current) => addMusician(current ?? initialEntries, musician, { bandMemberIds, instrument }));
    setAdding(false);
  }

  async function save() {
    setSaving(true);
    try {
      await onSave(entries);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <MusicianPicker
        texts={pickerTexts}
        className="sm:w-80 max-md:h-11"
        disabled={adding || saving}
        loading={musicians.isPending}
        candidates={candidates}
        onPick={(musician) => void add(musician)}
      />

      <LineupTable
        entries={shown}
        loading={loading && !edited}
        onInstrumentChange={(musicianId, instrument) => change(editInstrument(entries, musicianId, instrument))}
        onRemove={setRemoving}
      />

      <DialogFooter>
        <Button type="button" variant="outline" className="max-md:h-11" disabled={saving} onClick={() => onOpenChange(false)}>
          {texts.cancel}
        </Button>
        <Button type="button" className="max-md:h-11" disabled={saving || adding} onClick={() => void save()}>
          {saving ? texts.saving : texts.save}
        </Button>
      </DialogFooter>

      <ConfirmDialog
        open={removing !== null}
        title={texts.removeTitle}
        description={removing ? texts.removeDescription(removing.name) : ""}
        confirmLabel={servicesTexts.confirm.confirm}
        onConfirm={() => {
          if (removing) change(removeMusician(entries, removing.musicianId, scope));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
