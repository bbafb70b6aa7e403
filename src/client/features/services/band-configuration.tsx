import { UsersIcon } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { statusLabel, type LineupEntry } from "./lineup-rules";
import { servicesTexts } from "./texts";

const texts = servicesTexts.lineup;

type BandConfigurationProps = {
  entries: readonly LineupEntry[];
  loading: boolean;
  onEdit: () => void;
  disabled?: boolean;
};

/** 'Configuração da banda': the service-wide lineup, with 'Editar Músicos'. */
export function BandConfiguration({ entries, loading, onEdit, disabled = false }: BandConfigurationProps) {
  return (
    <Accordion type="single" collapsible defaultValue="band" className="min-w-0 rounded-lg border px-4">
      <AccordionItem value="band">
        <AccordionTrigger>
          <span className="flex items-center gap-2 text-base font-semibold">
            {texts.bandTitle}
            {loading ? null : <Badge variant="secondary">{texts.musicianCount(entries.length)}</Badge>}
          </span>
        </AccordionTrigger>
        <AccordionContent className="flex flex-col gap-3">
          {loading ? (
            <p className="text-sm text-muted-foreground">{texts.loading}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{texts.name}</TableHead>
                  <TableHead>{texts.instruments}</TableHead>
                  <TableHead>{texts.status}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={3} className="h-12 text-center text-muted-foreground">
                      {texts.empty}
                    </TableCell>
                  </TableRow>
                ) : (
                  entries.map((entry) => (
                    <TableRow key={entry.musicianId}>
                      <TableCell className="font-medium max-md:whitespace-normal">{entry.name}</TableCell>
                      <TableCell className="max-md:whitespace-normal">{entry.instrument || "—"}</TableCell>
                      <TableCell className="max-md:whitespace-normal">{statusLabel(entry)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          )}
          <div>
            <Button type="button" variant="outline" className="max-md:h-11" onClick={onEdit} disabled={disabled || loading}>
              <UsersIcon aria-hidden />
              {texts.edit}
            </Button>
          </div>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
