import { DownloadIcon, PrinterIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { DEFAULT_REPERTOIRE_LAYOUT, REPERTOIRE_LAYOUTS, repertoireLayoutParam, type RepertoireLayout } from "@shared/schemas/plan-repertoire";
import { useEarlyTaps } from "@/features/public/components/early-taps";
import { Button } from "@/components/ui/button";
import { planPageTexts as texts } from "./texts";

const isLayout = (value: string): value is RepertoireLayout => (REPERTOIRE_LAYOUTS as readonly string[]).includes(value);

/**
 * 'Imprimir repertório' and 'Baixar PDF' (issue 42), with the choice 'Uma música por página' /
 * 'Contínuo' for both. A form the server answers: 'Baixar PDF' submits it (a GET of the PDF with
 * the choice), so it works before the scripts; the choice is a pair of radios whose state, if
 * changed before hydration, is read once hydrated. Printing is the browser's own (`window.print`).
 * Without a network the server cannot make the PDF: the page says so and points at printing to a
 * PDF, which works offline, instead of leaving for the browser's error page.
 */
export function RepertoireControls({
  pdfHref,
  onLayoutChange,
  onBeforePrint,
}: {
  pdfHref: string;
  onLayoutChange: (layout: RepertoireLayout) => void;
  /** Draws the printed document (synchronously) before the browser prints. */
  onBeforePrint: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const printTaps = useEarlyTaps("print-repertoire");
  const [pdfOffline, setPdfOffline] = useState(false);

  // A choice made before the page hydrated is kept by the browser: the page follows it.
  useEffect(() => {
    const checked = form.current?.querySelector<HTMLInputElement>(`input[name="${repertoireLayoutParam}"]:checked`);
    if (checked && isLayout(checked.value)) onLayoutChange(checked.value);
  }, [onLayoutChange]);

  const changed = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === repertoireLayoutParam && isLayout(target.value)) onLayoutChange(target.value);
  };

  return (
    <form
      ref={form}
      method="get"
      action={pdfHref}
      aria-label={texts.repertoire}
      onChange={changed}
      onSubmit={(event) => {
        const offline = !navigator.onLine;
        setPdfOffline(offline);
        if (offline) event.preventDefault();
      }}
      className="flex flex-wrap items-center gap-2 print:hidden"
    >
      <fieldset aria-labelledby={legendId} className="flex flex-wrap items-center gap-2">
        <legend id={legendId} className="sr-only">
          {texts.layout}
        </legend>
        {REPERTOIRE_LAYOUTS.map((layout) => (
          <label
            key={layout}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 touch:h-11"
          >
            <input type="radio" name={repertoireLayoutParam} value={layout} defaultChecked={layout === DEFAULT_REPERTOIRE_LAYOUT} className="size-4 accent-primary" />
            {texts.layouts[layout]}
          </label>
        ))}
      </fieldset>
      <Button
        type="button"
        {...printTaps}
        onClick={() => {
          onBeforePrint();
          window.print();
        }}
      >
        <PrinterIcon aria-hidden />
        {texts.print}
      </Button>
      <Button type="submit" variant="outline">
        <DownloadIcon aria-hidden />
        {texts.downloadPdf}
      </Button>
      <p role="status" className="w-full text-sm text-muted-foreground empty:hidden">
        {pdfOffline ? texts.pdfNeedsNetwork : null}
      </p>
    </form>
  );
}
