import { useState, type FormEvent, type ReactNode } from "react";
import { describeRule, repeatRule, WEEKDAYS, weekdayName, type RepeatChoice, type Weekday } from "@shared/blockout-rules";
import { blockoutInputSchema, type BlockoutInput } from "@shared/schemas/my-escalas";
import { ErrorAlert } from "@/components/error-alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { refusalMessage } from "@/lib/error-description";
import { useAddBlockout } from "./api";
import { today } from "./dates";
import { myEscalasTexts, nthChoices } from "./texts";

const texts = myEscalasTexts.blockouts;
const KINDS = ["date", "range", "repeat"] as const;
type Kind = (typeof KINDS)[number];
/** 'week', or the month's n-th weekday ('1'…'4', '-1' for the last). */
type Every = "week" | (typeof nthChoices)[number]["value"];

const selectClass = "h-9 w-full rounded-md border bg-background px-2 text-sm max-md:h-11";

function choiceOf(every: Every, weekday: Weekday): RepeatChoice {
  return every === "week" ? { every: "week", weekday } : { every: "month", weekday, nth: Number(every) as 1 | 2 | 3 | 4 | -1 };
}

/** 'Uma data', 'Um período' or 'Repetir' ('toda semana' or 'todo 1º/…/último <dia> do mês'). */
export function BlockoutForm({ token }: { token: string }) {
  const add = useAddBlockout(token);
  const [kind, setKind] = useState<Kind>("date");
  const [date, setDate] = useState("");
  const [from, setFrom] = useState("");
  const [until, setUntil] = useState("");
  const [repeatFrom, setRepeatFrom] = useState(today);
  const [every, setEvery] = useState<Every>("week");
  const [weekday, setWeekday] = useState<Weekday>("SU");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rule = repeatRule(choiceOf(every, weekday));

  const serverFailure = add.isError ? refusalMessage(add.error, myEscalasTexts.failed) : null;

  function input(): BlockoutInput {
    if (kind === "date") return { kind, date };
    if (kind === "range") return { kind, from, until };
    return { kind, from: repeatFrom, rule };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = blockoutInputSchema.safeParse(input());
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "date");
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const added = await add
      .mutateAsync(parsed.data)
      .then(() => true)
      .catch(() => false);
    if (added) {
      setDate("");
      setFrom("");
      setUntil("");
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 rounded-md border p-3">
      <h3 className="text-sm font-semibold">{texts.add}</h3>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{texts.kind}</legend>
        <div className="flex flex-wrap gap-2">
          {KINDS.map((value) => (
            <label
              key={value}
              className="flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm max-md:h-11 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input type="radio" name="blockout-kind" value={value} checked={kind === value} onChange={() => setKind(value)} className="accent-primary" />
              {texts.kinds[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "date" ? (
        <Field id="blockout-date" label={texts.date} error={errors.date}>
          <DateInput id="blockout-date" value={date} onChange={setDate} error={errors.date} />
        </Field>
      ) : null}
      {kind === "range" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field id="blockout-from" label={texts.from} error={errors.from}>
            <DateInput id="blockout-from" value={from} onChange={setFrom} error={errors.from} />
          </Field>
          <Field id="blockout-until" label={texts.until} error={errors.until}>
            <DateInput id="blockout-until" value={until} onChange={setUntil} error={errors.until} />
          </Field>
        </div>
      ) : null}
      {kind === "repeat" ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id="blockout-every" label={texts.every}>
              <select id="blockout-every" className={selectClass} value={every} onChange={(event) => setEvery(event.target.value as Every)}>
                <option value="week">{texts.everyWeek}</option>
                {nthChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {texts.everyMonth(choice.label)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="blockout-weekday" label={texts.weekday}>
              <select id="blockout-weekday" className={selectClass} value={weekday} onChange={(event) => setWeekday(event.target.value as Weekday)}>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={day}>
                    {weekdayName(day)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field id="blockout-repeat-from" label={texts.repeatFrom} error={errors.from}>
            <DateInput id="blockout-repeat-from" value={repeatFrom} onChange={setRepeatFrom} error={errors.from} />
          </Field>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {texts.preview(describeRule(rule))}
          </p>
        </>
      ) : null}
      <ErrorAlert message={serverFailure} />
      <Button type="submit" className="w-full sm:w-fit max-md:h-11" disabled={add.isPending}>
        {add.isPending ? texts.saving : texts.submit}
      </Button>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DateInput({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Input
      id={id}
      type="date"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
      className="max-md:h-11"
    />
  );
}
