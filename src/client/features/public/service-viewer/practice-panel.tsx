import { Repeat1Icon, RotateCcwIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { PRACTICE_RATES, type PracticeSettings } from "@shared/practice-mode";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ButtonLink } from "./button-link";
import { serviceViewerTexts as texts } from "./texts";

/**
 * 'Modo ensaio' (issue 27, docs/decisions/445): a switch that opens repeat this song, the speeds
 * and back / forward 5 s, with the keyboard shortcuts listed. The switch, the loop and the speeds
 * are links to the page's URL with that setting (`hrefOf`): before the scripts run the server
 * renders it; once hydrated a click applies it in place (`onChange`). The steps only move the
 * player, which exists only with the scripts, so they are buttons (as the timeline is a slider).
 */
export function PracticePanel({
  settings,
  hrefOf,
  onChange,
  onBack,
  onForward,
  disabled,
}: {
  settings: PracticeSettings;
  hrefOf: (settings: PracticeSettings) => string;
  onChange: (settings: PracticeSettings) => void;
  onBack: () => void;
  onForward: () => void;
  disabled: boolean;
}) {
  const controlsId = useId();
  const shortcutsId = useId();
  const toggleClass = (on: boolean) => cn(on && "border-primary bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary");
  const setting = (change: Partial<PracticeSettings>) => {
    const next = { ...settings, ...change };
    return { href: hrefOf(next), onActivate: () => onChange(next) };
  };

  return (
    <div className="flex flex-col gap-3 border-t pt-3">
      <ButtonLink
        {...setting({ on: !settings.on })}
        role="switch"
        aria-checked={settings.on}
        aria-controls={settings.on ? controlsId : undefined}
        className="inline-flex w-fit items-center gap-3 rounded-md text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 touch:min-h-11"
      >
        <span aria-hidden className={cn("inline-flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors", settings.on ? "bg-primary" : "bg-input")}>
          <span className={cn("size-4 rounded-full bg-background shadow-sm transition-transform", settings.on && "translate-x-4")} />
        </span>
        {texts.practiceMode}
      </ButtonLink>

      {settings.on && (
        <div id={controlsId} role="group" aria-label={texts.practiceControls} className="flex flex-col gap-3" data-testid="practice-panel">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={onBack} disabled={disabled}>
              <RotateCcwIcon aria-hidden />
              {texts.practiceBack}
            </Button>
            <Button variant="outline" size="sm" onClick={onForward} disabled={disabled}>
              <RotateCwIcon aria-hidden />
              {texts.practiceForward}
            </Button>
            <Button asChild variant="outline" size="sm" className={toggleClass(settings.loop)}>
              <ButtonLink {...setting({ loop: !settings.loop })} aria-pressed={settings.loop}>
                <Repeat1Icon aria-hidden />
                {texts.practiceLoop}
              </ButtonLink>
            </Button>
          </div>

          <div role="group" aria-label={texts.practiceSpeed} className="flex flex-wrap items-center gap-2">
            {/* On its own line on a phone, so the four speeds share one row. */}
            <span aria-hidden className="w-full text-sm text-muted-foreground sm:w-auto">
              {texts.practiceSpeed}
            </span>
            {PRACTICE_RATES.map((rate) => (
              <Button key={rate} asChild variant="outline" size="sm" className={cn("tabular-nums", toggleClass(settings.rate === rate))}>
                <ButtonLink {...setting({ rate })} aria-pressed={settings.rate === rate}>
                  {texts.practiceRate(rate)}
                </ButtonLink>
              </Button>
            ))}
          </div>

          <div className="text-xs text-muted-foreground">
            <p id={shortcutsId} className="font-medium">
              {texts.practiceShortcuts}
            </p>
            <ul aria-labelledby={shortcutsId} className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {texts.practiceShortcutList.map(({ keys, action }) => (
                <li key={keys} className="inline-flex items-center gap-1.5">
                  <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-[11px] text-foreground">{keys}</kbd>
                  {action}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
