import { Trash2Icon } from "lucide-react";
import { RowAction } from "@/components/table-parts";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { statusLabel, type LineupEntry } from "./lineup-rules";
import { servicesTexts } from "./texts";

const texts = servicesTexts.lineup;

type LineupTableProps = {
  /** The entries shown (removed markers left out). */
  entries: readonly LineupEntry[];
  /** The lineup's sources are still loading ('Carregando músicos...'). */
  loading: boolean;
  onInstrumentChange: (musicianId: string, instrument: string) => void;
  onRemove: (entry: LineupEntry) => void;
};

/**
 * The lineup dialog's table: musician, instruments (editable), status and remove. On phones each
 * row is a card (name and status, the instruments field under them, remove beside), so the dialog
 * never scrolls sideways; it is still one table for assistive technology and tests.
 */
export function LineupTable({ entries, loading, onInstrumentChange, onRemove }: LineupTableProps) {
  return (
      <div className="min-w-0 rounded-md md:max-h-[50vh] md:overflow-y-auto md:border">
        <Table className="max-md:block">
          <TableHeader className="max-md:hidden">
            <TableRow>
              <TableHead>{texts.musician}</TableHead>
              <TableHead>{texts.instrumentsColumn}</TableHead>
              <TableHead>{texts.status}</TableHead>
              <TableHead className="text-right">{texts.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody className="max-md:flex max-md:flex-col max-md:gap-2 max-md:[&_tr:last-child]:border">
            {loading ? (
              <TableRow className="max-md:block">
                <TableCell colSpan={4} className="h-16 text-center whitespace-normal text-muted-foreground max-md:block">
                  {texts.loading}
                </TableCell>
              </TableRow>
            ) : entries.length === 0 ? (
              <TableRow className="max-md:block">
                <TableCell colSpan={4} className="h-16 text-center whitespace-normal text-muted-foreground max-md:block">
                  {texts.dialogEmpty}
                </TableCell>
              </TableRow>
            ) : (
              entries.map((entry) => (
                <TableRow
                  key={entry.musicianId}
                  className="max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-2 max-md:gap-y-1 max-md:rounded-md max-md:border max-md:p-3"
                >
                  <TableCell className="font-medium max-md:col-start-1 max-md:row-start-1 max-md:p-0 max-md:whitespace-normal max-md:[overflow-wrap:anywhere]">
                    {entry.name}
                  </TableCell>
                  <TableCell className="max-md:col-span-2 max-md:row-start-3 max-md:p-0 max-md:pt-1">
                    <Input
                      aria-label={texts.instrumentLabel(entry.name)}
                      placeholder={texts.instrumentsColumn}
                      value={entry.instrument}
                      onChange={(event) => onInstrumentChange(entry.musicianId, event.target.value)}
                      className="h-8 min-w-40 max-md:h-11 max-md:min-w-0"
                    />
                  </TableCell>
                  <TableCell className="max-md:col-start-1 max-md:row-start-2 max-md:p-0 max-md:text-xs max-md:text-muted-foreground">
                    {statusLabel(entry)}
                  </TableCell>
                  <TableCell className="text-right max-md:col-start-2 max-md:row-span-2 max-md:row-start-1 max-md:p-0">
                    <RowAction
                      destructive
                      className="size-8 max-md:size-11"
                      label={texts.removeMusician(entry.name)}
                      icon={<Trash2Icon aria-hidden />}
                      onClick={() => onRemove(entry)}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
  );
}
