import { useEffect, useRef, useState } from "react";
import { CheckIcon, ChevronsUpDownIcon, CopyCheckIcon, PlusIcon } from "lucide-react";
import type { SongOption } from "@shared/schemas/songs";
import { PickerPopover } from "@/components/picker-popover";
import { Button } from "@/components/ui/button";
import { CommandEmpty, CommandGroup, CommandInput, CommandItem } from "@/components/ui/command";
import { toast } from "@/components/ui/use-toast";
import { useDebouncedCallback } from "@/hooks/use-debounced";
import { cn } from "@/lib/cn";
import { useCreateSongByName, useSongOptions } from "@/lib/reference-data";

/** Spec §9: the picker shows at most 5 options until the user types. */
export const PICKER_INITIAL_ITEMS = 5;
/** The server search starts this long after typing stops. */
const PICKER_SEARCH_DEBOUNCE_MS = 300;
const CREATE_VALUE = "__criar__";
const CLOSE_MATCH_VALUE = "__existente__";

export type PickedSong = Pick<SongOption, "id" | "name" | "newMarkedAt" | "introducedBy">;

export type SongPickerTexts = {
  /** The search box's placeholder, and the button's text while no song is chosen ('Digite ou selecione a música'). */
  placeholder: string;
  /** The search box's and the list's name ('Pesquisar música'). */
  searchLabel: string;
  loading: string;
  empty: string;
  errorTitle: string;
  /** The toast when the search fails. */
  searchError: string;
};

export type SongCreationTexts = {
  /** 'Criar música "…"'. */
  create: (name: string) => string;
  /** The catalogue's close name, offered before creating ('Já existe "…". Usar esta?'). */
  closeMatch: (name: string) => string;
  /** The toast when the song could not be created. */
  createError: string;
};

type SongPickerProps = {
  texts: SongPickerTexts;
  onPick: (song: PickedSong) => void;
  /** Offers creating the typed song when it matches no option (spec §5), after the catalogue's close name if any. */
  creation?: SongCreationTexts;
  disabled?: boolean;
} & (
  | {
      /** The chosen song, which the button shows (with a check in the list); the button is named by a label for `id`. */
      value: PickedSong | null;
      id?: string;
      addLabel?: never;
    }
  | {
      /** The button adds each song picked ('Adicionar música'): this names it and is its text. */
      addLabel: string;
      value?: never;
      id?: never;
    }
);

/** Spec §5: creating is offered only when the typed text matches no option label, ignoring case. */
export function canCreateSong(typed: string, options: readonly Pick<SongOption, "name">[]): boolean {
  const name = typed.trim();
  if (!name) return false;
  const lower = name.toLocaleLowerCase("pt-BR");
  return !options.some((option) => option.name.trim().toLocaleLowerCase("pt-BR") === lower);
}

/**
 * A catalogue song, from the church's one cache of song options (lib/reference-data): the latest
 * songs, a server search as the user types (case, accents, punctuation and a small typo aside),
 * and, with `creation`, create-by-name after a warning when the catalogue has a close name
 * (docs/decisions/427). The service form's 'Música' and the plans' 'Adicionar música'.
 */
export function SongPicker({ texts, onPick, creation, disabled = false, ...mode }: SongPickerProps) {
  const value = mode.value ?? null;
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const applySearch = useDebouncedCallback((next: string) => setSearch(next.trim()), PICKER_SEARCH_DEBOUNCE_MS);
  const options = useSongOptions(search, open);
  const creating = useCreateSongByName();
  // The song chosen now (by id: a caller may build the same value afresh each render), for an
  // answer that comes after the user has chosen another one.
  const chosen = useRef(value?.id ?? null);
  useEffect(() => {
    chosen.current = value?.id ?? null;
  }, [value?.id]);

  useEffect(() => {
    if (options.isError) toast({ variant: "destructive", title: texts.errorTitle, description: texts.searchError });
  }, [options.isError, texts.errorTitle, texts.searchError]);

  const songs = options.data?.songs ?? [];
  const shown = search ? songs : songs.slice(0, PICKER_INITIAL_ITEMS);
  // The typed text is compared with what the server answered for that same text.
  const settled = search === typed.trim() && !options.isFetching;
  const offerCreate = creation !== undefined && settled && canCreateSong(typed, songs);
  // A catalogue song that is probably the typed one written differently: named before 'Criar música'.
  const closeMatch = offerCreate ? (options.data?.closeMatch ?? null) : null;

  function close() {
    setOpen(false);
    setTyped("");
    setSearch("");
  }

  function pick(song: PickedSong) {
    onPick(song);
    close();
  }

  function create() {
    const name = typed.trim();
    const chosenBefore = chosen.current;
    creating.mutate(name, {
      // A song chosen while this one was being created stays the choice (issue 39).
      onSuccess: (song) => (chosen.current === chosenBefore ? pick(song) : undefined),
      onError: () => toast({ variant: "destructive", title: texts.errorTitle, description: creation?.createError }),
    });
  }

  return (
    <PickerPopover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      label={texts.searchLabel}
      filtering={{ shouldFilter: false }}
      loadingText={options.isPending ? texts.loading : null}
      trigger={
        <Button
          id={mode.id}
          type="button"
          variant="outline"
          role="combobox"
          aria-label={mode.addLabel}
          aria-expanded={open}
          disabled={disabled}
          className={cn("w-full justify-between font-normal", mode.addLabel === undefined && !value && "text-muted-foreground")}
        >
          {mode.addLabel !== undefined ? (
            <span className="flex items-center gap-2 truncate">
              <PlusIcon aria-hidden />
              {mode.addLabel}
            </span>
          ) : (
            <span className="truncate">{value ? value.name : texts.placeholder}</span>
          )}
          <ChevronsUpDownIcon aria-hidden className="opacity-50" />
        </Button>
      }
      input={
        <CommandInput
          placeholder={texts.placeholder}
          aria-label={texts.searchLabel}
          value={typed}
          onValueChange={(next) => {
            setTyped(next);
            applySearch(next);
          }}
        />
      }
    >
      {!offerCreate ? <CommandEmpty>{texts.empty}</CommandEmpty> : null}
      <CommandGroup>
        {shown.map((song) => (
          <CommandItem key={song.id} value={song.id} onSelect={() => pick(song)}>
            {mode.addLabel === undefined ? <CheckIcon aria-hidden className={cn(value?.id === song.id ? "opacity-100" : "opacity-0")} /> : null}
            <span className="truncate">{song.name}</span>
          </CommandItem>
        ))}
        {closeMatch && creation ? (
          <CommandItem value={CLOSE_MATCH_VALUE} onSelect={() => pick(closeMatch)} className="text-amber-800 dark:text-amber-300">
            <CopyCheckIcon aria-hidden />
            <span className="whitespace-normal">{creation.closeMatch(closeMatch.name)}</span>
          </CommandItem>
        ) : null}
        {offerCreate && creation ? (
          <CommandItem value={CREATE_VALUE} disabled={creating.isPending} onSelect={create}>
            <PlusIcon aria-hidden />
            <span className="truncate">{creation.create(typed.trim())}</span>
          </CommandItem>
        ) : null}
      </CommandGroup>
    </PickerPopover>
  );
}
