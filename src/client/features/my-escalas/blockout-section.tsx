import { XIcon } from "lucide-react";
import { describeRule } from "@shared/blockout-rules";
import { formatDate } from "@shared/formatting";
import type { MyBlockout } from "@shared/schemas/my-escalas";
import { CardHeading } from "@/components/card-heading";
import { ErrorAlert } from "@/components/error-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { refusalMessage } from "@/lib/error-description";
import { useRemoveBlockout } from "./api";
import { BlockoutForm } from "./blockout-form";
import { dayLabel } from "./dates";
import { myEscalasTexts } from "./texts";

const texts = myEscalasTexts.blockouts;

/** A blockout in words: a day, a range, or a repeating day ('Todo primeiro domingo do mês, a partir de …'). */
export function blockoutLabel(blockout: MyBlockout): string {
  if (blockout.rule) return texts.repeat(describeRule(blockout.rule), formatDate(blockout.from));
  if (blockout.until && blockout.until !== blockout.from) return texts.range(formatDate(blockout.from), formatDate(blockout.until));
  return dayLabel(blockout.from);
}

/** The musician's blockout dates, each with 'Remover', and the form that adds one. */
export function BlockoutSection({ token, blockouts }: { token: string; blockouts: MyBlockout[] }) {
  const remove = useRemoveBlockout(token);
  const failure = remove.isError ? refusalMessage(remove.error, myEscalasTexts.failed) : null;

  return (
    <Card>
      <CardHeading className="max-md:px-4" title={texts.title} description={texts.help} />
      <CardContent className="flex flex-col gap-4 max-md:px-4">
        {blockouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul aria-label={texts.title} className="flex flex-col divide-y">
            {blockouts.map((blockout) => {
              const label = blockoutLabel(blockout);
              const removing = remove.isPending && remove.variables === blockout.id;
              return (
                <li key={blockout.id} className="flex min-w-0 items-center justify-between gap-2 py-2">
                  <span className="min-w-0 text-sm break-words">{label}</span>
                  <Button
                    variant="ghost"
                    className="shrink-0 max-md:h-11"
                    aria-label={texts.removeOf(label)}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(blockout.id)}
                  >
                    <XIcon aria-hidden />
                    {removing ? texts.removing : texts.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <ErrorAlert message={failure} />
        <BlockoutForm token={token} />
      </CardContent>
    </Card>
  );
}
