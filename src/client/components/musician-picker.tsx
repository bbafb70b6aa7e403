import { useState } from "react";
import { ChevronsUpDownIcon, PlusIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { PickerPopover } from "@/components/picker-popover";
import { Button } from "@/components/ui/button";
import { CommandEmpty, CommandGroup, CommandInput, CommandItem } from "@/components/ui/command";
import { cn } from "@/lib/cn";
import { everyWordFilter } from "@/lib/word-filter";

export type MusicianPickerTexts = {
  /** The button's text and name ('Adicionar músico'). */
  add: string;
  searchPlaceholder: string;
  /** The search box's name, when it differs from its placeholder. */
  searchLabel?: string;
  loading: string;
  /** No musician left to add. */
  noCandidates: string;
  /** Musicians are left, but none matches the typed words. */
  noMatch: string;
};

type MusicianPickerProps = {
  texts: MusicianPickerTexts;
  /** The musicians that may be added. */
  candidates: readonly Musician[];
  loading: boolean;
  disabled?: boolean;
  onPick: (musician: Musician) => void;
  className?: string;
};

/** 'Adicionar músico': a searchable list (by name and instrument) of musicians to add; it closes on a pick. */
export function MusicianPicker({ texts, candidates, loading, disabled = false, onPick, className }: MusicianPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <PickerPopover
      open={open}
      onOpenChange={setOpen}
      label={texts.searchLabel ?? texts.searchPlaceholder}
      filtering={{ filter: everyWordFilter }}
      input={<CommandInput placeholder={texts.searchPlaceholder} aria-label={texts.searchLabel} />}
      loadingText={loading ? texts.loading : null}
      trigger={
        <Button
          type="button"
          variant="outline"
          role="combobox"
          aria-label={texts.add}
          aria-expanded={open}
          disabled={disabled}
          className={cn("w-full justify-between", className)}
        >
          <span className="flex items-center gap-2">
            <PlusIcon aria-hidden />
            {texts.add}
          </span>
          <ChevronsUpDownIcon aria-hidden className="opacity-50" />
        </Button>
      }
    >
      <CommandEmpty>{candidates.length === 0 ? texts.noCandidates : texts.noMatch}</CommandEmpty>
      <CommandGroup>
        {candidates.map((musician) => (
          <CommandItem
            key={musician.id}
            value={musician.id}
            keywords={[musician.name, musician.instrument ?? ""]}
            onSelect={() => {
              setOpen(false);
              onPick(musician);
            }}
          >
            <span className="truncate">{musician.name}</span>
            {musician.instrument ? <span className="ml-auto truncate text-xs text-muted-foreground">{musician.instrument}</span> : null}
          </CommandItem>
        ))}
      </CommandGroup>
    </PickerPopover>
  );
}
