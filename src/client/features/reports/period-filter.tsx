import { useId } from "react";
import type { Band } from "@shared/schemas/bands";
import { isCalendarDay } from "@shared/schemas/reports";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { matchingQuickRange, quickRange, type QuickRange, type ReportUrlState } from "./report-url-state";
import { reportsTexts } from "./texts";

const texts = reportsTexts.period;
const ALL_BANDS = "all";
const quickRanges: QuickRange[] = ["days30", "days90", "months12", "thisYear"];

/** 'De', 'Até', the quick choices and the band filter; every change goes to the URL. */
export function PeriodFilter({
  state,
  today,
  bands,
  onChange,
}: {
  state: ReportUrlState;
  today: string;
  bands: Band[] | undefined;
  onChange: (next: Partial<ReportUrlState>) => void;
}) {
  const fromId = useId();
  const toId = useId();
  const bandId = useId();
  const errorId = useId();
  const ordered = state.de <= state.ate;
  const pressed = matchingQuickRange(state, today);

  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <legend className="sr-only">{texts.legend}</legend>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fromId}>{texts.from}</Label>
        <Input
          id={fromId}
          type="date"
          value={state.de}
          aria-invalid={!ordered}
          aria-describedby={ordered ? undefined : errorId}
          onChange={(event) => {
            if (isCalendarDay(event.target.value)) onChange({ de: event.target.value });
          }}
          className="w-44"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={toId}>{texts.to}</Label>
        <Input
          id={toId}
          type="date"
          value={state.ate}
          aria-invalid={!ordered}
          aria-describedby={ordered ? undefined : errorId}
          onChange={(event) => {
            if (isCalendarDay(event.target.value)) onChange({ ate: event.target.value });
          }}
          className="w-44"
        />
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={texts.legend}>
        {quickRanges.map((range) => (
          <Button
            key={range}
            type="button"
            size="sm"
            variant={pressed === range ? "default" : "outline"}
            aria-pressed={pressed === range}
            onClick={() => onChange(quickRange(range, today))}
          >
            {texts.quick[range]}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={bandId}>{texts.band}</Label>
        <Select value={state.banda ?? ALL_BANDS} onValueChange={(value) => onChange({ banda: value === ALL_BANDS ? undefined : value })}>
          <SelectTrigger id={bandId} className="w-56">
            <SelectValue placeholder={texts.allBands} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_BANDS}>{texts.allBands}</SelectItem>
            {bands?.map((band) => (
              <SelectItem key={band.id} value={band.id}>
                {band.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {!ordered && (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          {texts.orderError}
        </p>
      )}
    </fieldset>
  );
}
