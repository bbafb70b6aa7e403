import { useEffect, useState } from "react";
import { ChevronsUpDownIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { instrumentHintQueryOptions } from "./api/get-instrument-hint";
import { useMusicians } from "./api/list-musicians";
import { ConfirmDialog } from "./confirm-dialog";
import {
  addMusician,
  editInstrument,
  removeMusician,
  statusLabel,
  visibleEntries,
  type LineupEntry,
  type LineupMusician,
} from "./lineup-rules";
import { servicesTexts } from "./texts";

const texts = servicesTexts.lineup;

/** Lower case without accents, so "joao" finds "João". */
function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");
}

function matches(_value: string, search: string, keywords: string[] = []): number {
  const haystack = searchable(keywords.join(" "));
  return searchable(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
    ? 1
    : 0;
}

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? <LineupEditor {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LineupEditor({ scope, initialEntries, loading = false, bandMemberIds, hintBefore, onSave, onOpenChange }: LineupDialogProps) {
  const queryClient = useQueryClient();
  const musicians = useMusicians();
  // Spec §4: until the user edits, the lineup follows its sources (which may still be loading);
  // after the first edit it is the user's draft and stops reloading.
  const [draft, setDraft] = useState<LineupEntry[] | null>(null);
  const entries = draft ?? initialEntries;
  const edited = draft !== null;
  const [pickerOpen, setPickerOpen] = useState(false);
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
    setPickerOpen(false);
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
      <Popover open={pickerOpen} onOpenChange={setPickerOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            role="combobox"
            aria-label={texts.addMusician}
            aria-expanded={pickerOpen}
            disabled={adding || saving}
            className="w-full justify-between sm:w-80"
          >
            <span className="flex items-center gap-2">
              <PlusIcon aria-hidden />
              {texts.addMusician}
            </span>
            <ChevronsUpDownIcon aria-hidden className="opacity-50" />
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
          <Command filter={matches} label={texts.searchMusicianLabel}>
            <CommandInput placeholder={texts.searchMusician} aria-label={texts.searchMusicianLabel} />
            <CommandList>
              {musicians.isPending ? (
                <div className="py-6 text-center text-sm text-muted-foreground">{texts.loading}</div>
              ) : (
                <>
                  <CommandEmpty>{candidates.length === 0 ? texts.noCandidates : texts.noMatch}</CommandEmpty>
                  <CommandGroup>
                    {candidates.map((musician) => (
                      <CommandItem
                        key={musician.id}
                        value={musician.id}
                        keywords={[musician.name, musician.instrument ?? ""]}
                        onSelect={() => void add(musician)}
                      >
                        <span className="truncate">{musician.name}</span>
                        {musician.instrument ? (
                          <span className="ml-auto truncate text-xs text-muted-foreground">{musician.instrument}</span>
                        ) : null}
                      </CommandItem>
                    ))}
                  </CommandGroup>
                </>
              )}
            </CommandList>
          </Command>
        </PopoverContent>
      </Popover>

      <div className="max-h-[50vh] overflow-y-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{texts.musician}</TableHead>
              <TableHead>{texts.instrumentsColumn}</TableHead>
              <TableHead>{texts.status}</TableHead>
              <TableHead className="text-right">{texts.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading && !edited ? (
              <TableRow>
                <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                  {texts.loading}
                </TableCell>
              </TableRow>
            ) : shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                  {texts.dialogEmpty}
                </TableCell>
              </TableRow>
            ) : (
              shown.map((entry) => (
                <TableRow key={entry.musicianId}>
                  <TableCell className="font-medium">{entry.name}</TableCell>
                  <TableCell>
                    <Input
                      aria-label={texts.instrumentLabel(entry.name)}
                      value={entry.instrument}
                      onChange={(event) => change(editInstrument(entries, entry.musicianId, event.target.value))}
                      className="h-8 min-w-40"
                    />
                  </TableCell>
                  <TableCell>{statusLabel(entry)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:text-destructive"
                      title={texts.removeMusician(entry.name)}
                      aria-label={texts.removeMusician(entry.name)}
                      onClick={() => setRemoving(entry)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
          {texts.cancel}
        </Button>
        <Button type="button" disabled={saving || adding} onClick={() => void save()}>
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
