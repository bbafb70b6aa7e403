import { useState } from "react";
import { UserPlusIcon } from "lucide-react";
import type { Plan } from "@shared/schemas/plans";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { toast } from "@/components/ui/use-toast";
import { planWithMember, useReplacements, useUpdatePlan } from "./api";
import { plansTexts } from "./texts";

const texts = plansTexts.escala;

/**
 * 'Sugerir substituto' beside a declined or empty position (issue 41, docs/decisions/514): the
 * church's musicians who play it and are free that day, who served least in 8 weeks first, each
 * with how often; one tap puts them in the position (the leader then sends the escala).
 */
export function ReplacementPicker({ plan, position }: { plan: Plan; position: string }) {
  const [open, setOpen] = useState(false);
  const suggestions = useReplacements(plan.id, position, open);
  const update = useUpdatePlan();

  async function schedule(musicianId: string, name: string) {
    try {
      await update.mutateAsync({ id: plan.id, input: planWithMember(plan, position, musicianId) });
      setOpen(false);
      toast({ title: plansTexts.successTitle, description: texts.scheduled(name, position) });
    } catch {
      toast({ variant: "destructive", title: plansTexts.errorTitle, description: texts.scheduleFailed });
    }
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm" className="h-7 px-2 max-md:h-11" aria-label={texts.suggest(position)}>
          <UserPlusIcon aria-hidden />
          {texts.suggestShort}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80" align="start">
        <div className="flex flex-col gap-2" aria-busy={suggestions.isPending}>
          <p className="text-sm font-semibold">{texts.suggestionsTitle(position)}</p>
          <p className="text-xs text-muted-foreground">{texts.suggestionsHint}</p>
          {suggestions.isPending ? <p className="text-sm text-muted-foreground">{texts.suggestionsLoading}</p> : null}
          {suggestions.isError ? <p className="text-sm text-destructive">{texts.suggestionsFailed}</p> : null}
          {suggestions.data?.candidates.length === 0 ? <p className="text-sm text-muted-foreground">{texts.noSuggestions}</p> : null}
          {suggestions.data && suggestions.data.candidates.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {suggestions.data.candidates.map((candidate) => (
                <li key={candidate.musicianId} className="flex items-center justify-between gap-2">
                  <span className="min-w-0 text-sm">
                    <span className="block truncate font-medium">{candidate.musicianName}</span>
                    <span className="text-xs text-muted-foreground">{texts.served(candidate.served)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={update.isPending}
                    aria-label={texts.schedule(candidate.musicianName)}
                    onClick={() => void schedule(candidate.musicianId, candidate.musicianName)}
                  >
                    {texts.scheduleShort}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </PopoverContent>
    </Popover>
  );
}
