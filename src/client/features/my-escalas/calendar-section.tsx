import { CalendarPlusIcon, CopyIcon } from "lucide-react";
import { CardHeading } from "@/components/card-heading";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { myEscalasTexts } from "./texts";

const texts = myEscalasTexts.calendar;

/** The same feed with the webcal scheme, which calendar apps open as a subscription. */
export function webcalUrl(calendarUrl: string): string {
  return calendarUrl.replace(/^https?:\/\//, "webcal://");
}

/** 'Agenda': the private calendar feed, to subscribe (webcal://) or to paste (https). */
export function CalendarSection({ calendarUrl }: { calendarUrl: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(calendarUrl);
      toast({ title: texts.copied });
    } catch {
      toast({ variant: "destructive", title: texts.copyFailed });
    }
  }

  return (
    <Card>
      <CardHeading className="max-md:px-4" title={texts.title} description={texts.help} />
      <CardContent className="flex flex-col gap-3 max-md:px-4">
        <Button asChild className="w-full sm:w-fit max-md:h-11">
          <a href={webcalUrl(calendarUrl)}>
            <CalendarPlusIcon aria-hidden />
            {texts.subscribe}
          </a>
        </Button>
        <div className="flex min-w-0 flex-col gap-1">
          <Label htmlFor="calendar-address">{texts.address}</Label>
          <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
            <Input id="calendar-address" readOnly value={calendarUrl} className="min-w-0 flex-1 max-md:h-11" onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" variant="outline" className="shrink-0 max-md:h-11" onClick={() => void copy()}>
              <CopyIcon aria-hidden />
              {texts.copy}
            </Button>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{texts.private}</p>
      </CardContent>
    </Card>
  );
}
