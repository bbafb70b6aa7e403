import { useState } from "react";
import { ChevronsUpDownIcon, PlusIcon } from "lucide-react";
import type { SongOption } from "@shared/schemas/songs";
import { PickerPopover } from "@/components/picker-popover";
import { Button } from "@/components/ui/button";
import { CommandEmpty, CommandGroup, CommandInput, CommandItem } from "@/components/ui/command";
import { useDebouncedCallback } from "@/hooks/use-debounced";
import { usePlanSongOptions } from "./api";
import { plansTexts } from "./texts";

const texts = plansTexts.dialog;
const SEARCH_DEBOUNCE_MS = 300;

/** 'Adicionar música': a catalogue song, searched on the server as the user types. */
export function PlanSongPicker({ onPick, disabled = false }: { onPick: (song: Pick<SongOption, "id" | "name">) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const applySearch = useDebouncedCallback((next: string) => setSearch(next.trim()), SEARCH_DEBOUNCE_MS);
  const options = usePlanSongOptions(search, open);

  function close() {
    setOpen(false);
    setTyped("");
    setSearch("");
  }

  return (
    <PickerPopover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      label={texts.songSearchLabel}
      filtering={{ shouldFilter: false }}
      loadingText={options.isPending ? texts.songsLoading : null}
      trigger={
        <Button type="button" variant="outline" role="combobox" aria-label={texts.addSong} aria-expanded={open} disabled={disabled} className="w-full justify-between font-normal">
          <span className="flex items-center gap-2 truncate">
            <PlusIcon aria-hidden />
            {texts.addSong}
          </span>
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
      <CommandEmpty>{texts.songsEmpty}</CommandEmpty>
      <CommandGroup>
        {(options.data?.songs ?? []).map((song) => (
          <CommandItem
            key={song.id}
            value={song.id}
            onSelect={() => {
              onPick(song);
              close();
            }}
          >
            <span className="truncate">{song.name}</span>
          </CommandItem>
        ))}
      </CommandGroup>
    </PickerPopover>
  );
}
