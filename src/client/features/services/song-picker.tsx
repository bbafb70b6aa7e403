import { useEffect, useRef, useState } from "react";
import { CheckIcon, ChevronsUpDownIcon, CopyCheckIcon, PlusIcon } from "lucide-react";
import type { SongOption } from "@shared/schemas/songs";
import { PickerPopover } from "@/components/picker-popover";
import { Button } from "@/components/ui/button";
import { CommandEmpty, CommandGroup, CommandInput, CommandItem } from "@/components/ui/command";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { useCreateSong, useSongOptions } from "./api";
import { servicesTexts } from "./texts";
import { useDebouncedCallback } from "@/hooks/use-debounced";

const texts = servicesTexts.segments;

/** Spec §9: the picker shows at most 5 options until the user types. */
export const PICKER_INITIAL_ITEMS = 5;
/** The server search starts this long after typing stops. */
const PICKER_SEARCH_DEBOUNCE_MS = 300;
const CREATE_VALUE = "__criar__";
const CLOSE_MATCH_VALUE = "__existente__";

export type PickedSong = Pick<SongOption, "id" | "name" | "newMarkedAt" | "introducedBy">;

/** Spec §5: creating is offered only when the typed text matches no option label, ignoring case. */
export function canCreateSong(typed: string, options: readonly Pick<SongOption, "name">[]): boolean {
  const name = typed.trim();
  if (!name) return false;
  const lower = name.toLocaleLowerCase("pt-BR");
  return !options.some((option) => option.name.trim().toLocaleLowerCase("pt-BR") === lower);
}

type SongPickerProps = {
  id?: string;
  value: PickedSong | null;
  onChange: (song: PickedSong) => void;
  disabled?: boolean;
};

/**
 * 'Digite ou selecione a música': the latest songs, a server search as the user types (case,
 * accents, punctuation and a small typo aside), and create-by-name, after a warning when the
 * catalogue has a close name ('Já existe "Santo Espírito, Vem". Usar esta?', docs/decisions/427).
 */
export function SongPicker({ id, value, onChange, disabled = false }: SongPickerProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const applySearch = useDebouncedCallback((next: string) => setSearch(next.trim()), PICKER_SEARCH_DEBOUNCE_MS);
  const options = useSongOptions(search, open);
  const creation = useCreateSong();
  // The song chosen now (by id: a caller may build the same value afresh each render), for an
  // answer that comes after the user has chosen another one.
  const chosen = useRef(value?.id ?? null);
  useEffect(() => {
    chosen.current = value?.id ?? null;
  }, [value?.id]);

  useEffect(() => {
    if (options.isError) toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.songSearchError });
  }, [options.isError]);

  const songs = options.data?.songs ?? [];
  const shown = search ? songs : songs.slice(0, PICKER_INITIAL_ITEMS);
  // The typed text is compared with what the server answered for that same text.
  const settled = search === typed.trim() && !options.isFetching;
  const offerCreate = settled && canCreateSong(typed, songs);
  // A catalogue song that is probably the typed one written differently: named before 'Criar música'.
  const closeMatch = offerCreate ? (options.data?.closeMatch ?? null) : null;

  function close() {
    setOpen(false);
    setTyped("");
    setSearch("");
  }

  function pick(song: PickedSong) {
    onChange(song);
    close();
  }

  function create() {
    const name = typed.trim();
    const chosenBefore = chosen.current;
    creation.mutate(name, {
      // A song chosen while this one was being created stays the choice (issue 39).
      onSuccess: (song) => (chosen.current === chosenBefore ? pick(song) : undefined),
      onError: () => toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.songCreateError }),
    });
  }

  return (
    <PickerPopover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      label={texts.songSearchLabel}
      filtering={{ shouldFilter: false }}
      loadingText={options.isPending ? texts.songsLoading : null}
      trigger={
        <Button
          id={id}
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          disabled={disabled}
          className={cn("w-full justify-between font-normal", !value && "text-muted-foreground")}
        >
          <span className="truncate">{value ? value.name : texts.songPlaceholder}</span>
          <ChevronsUpDownIcon aria-hidden className="opacity-50" />
        </Button>
      }
      input={
        <CommandInput
          placeholder={texts.songPlaceholder}
          aria-label={texts.songSearchLabel}
          value={typed}
          onValueChange={(next) => {
            setTyped(next);
            applySearch(next);
          }}
        />
      }
    >
      {!offerCreate ? <CommandEmpty>{texts.songsEmpty}</CommandEmpty> : null}
      <CommandGroup>
        {shown.map((song) => (
          <CommandItem key={song.id} value={song.id} onSelect={() => pick(song)}>
            <CheckIcon aria-hidden className={cn(value?.id === song.id ? "opacity-100" : "opacity-0")} />
            <span className="truncate">{song.name}</span>
          </CommandItem>
        ))}
        {closeMatch ? (
          <CommandItem value={CLOSE_MATCH_VALUE} onSelect={() => pick(closeMatch)} className="text-amber-800 dark:text-amber-300">
            <CopyCheckIcon aria-hidden />
            <span className="whitespace-normal">{texts.closeMatch(closeMatch.name)}</span>
          </CommandItem>
        ) : null}
        {offerCreate ? (
          <CommandItem value={CREATE_VALUE} disabled={creation.isPending} onSelect={create}>
            <PlusIcon aria-hidden />
            <span className="truncate">{texts.createSong(typed.trim())}</span>
          </CommandItem>
        ) : null}
      </CommandGroup>
    </PickerPopover>
  );
}
