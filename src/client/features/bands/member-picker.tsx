import { useState } from "react";
import { ChevronsUpDownIcon, PlusIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { Button } from "@/components/ui/button";
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { everyWordFilter } from "@/lib/word-filter";
import { bandsTexts } from "./texts";

const texts = bandsTexts.picker;

type MemberPickerProps = {
  /** Musicians that may be added: not multibanda and not yet in the band. */
  candidates: Musician[];
  loading: boolean;
  disabled?: boolean;
  onPick: (musician: Musician) => void;
};

/** 'Adicionar músico': a searchable list of the musicians who can join the band. */
export function MemberPicker({ candidates, loading, disabled = false, onPick }: MemberPickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" role="combobox" aria-label={texts.add} aria-expanded={open} disabled={disabled} className="w-full justify-between sm:w-72">
          <span className="flex items-center gap-2">
            <PlusIcon aria-hidden />
            {texts.add}
          </span>
          <ChevronsUpDownIcon aria-hidden className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command filter={everyWordFilter} label={texts.searchPlaceholder}>
          <CommandInput placeholder={texts.searchPlaceholder} />
          <CommandList>
            {loading ? (
              <div className="py-6 text-center text-sm text-muted-foreground">{texts.loading}</div>
            ) : (
              <>
                <CommandEmpty>{candidates.length === 0 ? texts.allAdded : texts.empty}</CommandEmpty>
                <CommandGroup>
                  {candidates.map((musician) => (
                    <CommandItem
                      key={musician.id}
                      value={musician.id}
                      keywords={[musician.name, musician.instrument ?? ""]}
                      onSelect={() => {
                        onPick(musician);
                        setOpen(false);
                      }}
                    >
                      <span className="truncate">{musician.name}</span>
                      {musician.instrument && <span className="ml-auto truncate text-xs text-muted-foreground">{musician.instrument}</span>}
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
