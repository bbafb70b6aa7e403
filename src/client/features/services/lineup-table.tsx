import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
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

/** The lineup dialog's table: musician, instruments (editable), status and remove. */
export function LineupTable({ entries, loading, onInstrumentChange, onRemove }: LineupTableProps) {
  return (
      <div className="max-h-[50vh] overflow-y-auto rounded-md border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{texts.musician}</TableHead>
              <TableHead>{texts.instrumentsColumn}</TableHead>
              <TableHead>{texts.status}</TableHead>
              <TableHead className="text-right">{texts.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading ? (
              <TableRow>
                <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                  {texts.loading}
                </TableCell>
              </TableRow>
            ) : entries.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="h-16 text-center text-muted-foreground">
                  {texts.dialogEmpty}
                </TableCell>
              </TableRow>
            ) : (
              entries.map((entry) => (
                <TableRow key={entry.musicianId}>
                  <TableCell className="font-medium">{entry.name}</TableCell>
                  <TableCell>
                    <Input
                      aria-label={texts.instrumentLabel(entry.name)}
                      value={entry.instrument}
                      onChange={(event) => onInstrumentChange(entry.musicianId, event.target.value)}
                      className="h-8 min-w-40"
                    />
                  </TableCell>
                  <TableCell>{statusLabel(entry)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-8 text-destructive hover:text-destructive"
                      title={texts.removeMusician(entry.name)}
                      aria-label={texts.removeMusician(entry.name)}
                      onClick={() => onRemove(entry)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
  );
}
