import { useEffect, useRef } from "react";
import { CalendarPlusIcon, type LucideIcon, MusicIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { churchTexts } from "./texts";

const texts = churchTexts.nextSteps;

const steps: { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: paths.admin.musicians.href(), label: texts.musicians, hint: texts.musiciansHint, icon: UsersIcon },
  { to: paths.admin.bands.new.href(), label: texts.band, hint: texts.bandHint, icon: MusicIcon },
  { to: paths.admin.services.new.href(), label: texts.service, hint: texts.serviceHint, icon: CalendarPlusIcon },
];

/** After the church is registered: what to do next, in order, each a link (docs/decisions/429). */
export function NextSteps() {
  const card = useRef<HTMLDivElement>(null);
  // It appears below the form just saved: bring it into view (a phone shows only the form's end).
  useEffect(() => {
    card.current?.scrollIntoView?.({ behavior: "smooth", block: "nearest" });
  }, []);
  return (
    <Card ref={card} role="status" aria-labelledby="next-steps-title" className="border-primary/40">
      <CardHeader>
        <CardTitle id="next-steps-title" role="heading" aria-level={2}>
          {texts.title}
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2">
          {steps.map((step, index) => (
            <li key={step.to}>
              <Link
                to={step.to}
                className="flex min-h-11 items-start gap-3 rounded-md border p-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <step.icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium">
                    {index + 1}. {step.label}
                  </span>
                  <span className="text-sm text-muted-foreground">{step.hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
