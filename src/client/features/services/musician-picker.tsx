import { ChevronsUpDownIcon, PlusIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { everyWordFilter } from "@/lib/word-filter";
import { servicesTexts } from "./texts";

const texts = servicesTexts.lineup;

type MusicianPickerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  /** The church's musicians are still loading. */
  loading: boolean;
  /** The musicians not in the lineup yet. */
  candidates: readonly Musician[];
  onPick: (musician: Musician) => void;
};

/** 'Adicionar músico': a searchable list of the church's musicians not in the lineup. */
export function MusicianPicker({ open, onOpenChange, disabled, loading, candidates, onPick }: MusicianPickerProps) {
  return (
      <Popover open={open} onOpenChange={onOpenChange}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="outline"
            role="combobox"
            aria-label={texts.addMusician}
            aria-expanded={open}
            disabled={disabled}
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
          <Command filter={everyWordFilter} label={texts.searchMusicianLabel}>
            <CommandInput placeholder={texts.searchMusician} aria-label={texts.searchMusicianLabel} />
            <CommandList>
              {loading ? (
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
                        onSelect={() => onPick(musician)}
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
  );
}
