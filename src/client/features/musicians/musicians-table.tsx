import { PencilIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { Badge } from "@/components/ui/badge";
import { DeleteIconButton } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { MusicianAvatar } from "./musician-avatar";
import { musiciansTexts as texts } from "./texts";

type MusiciansTableProps = {
  musicians: Musician[];
  onEdit: (musician: Musician) => void;
  onDelete: (musician: Musician) => void;
};

export function MusicianStatusBadge({ musician }: { musician: Pick<Musician, "isMultibanda"> }) {
  return musician.isMultibanda ? (
    <Badge variant="secondary">{texts.status.multibanda}</Badge>
  ) : (
    <Badge variant="outline">{texts.status.regular}</Badge>
  );
}

/**
 * Name, instrument, status and the actions. On a phone each musician is a card with the actions
 * beside the name, never off the screen (docs/decisions/432).
 */
export function MusiciansTable(props: MusiciansTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? <MusicianCards {...props} /> : <MusiciansGrid {...props} />;
}

function MusiciansGrid({ musicians, onEdit, onDelete }: MusiciansTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-12 sm:table-cell">
            <span className="sr-only">{texts.columns.avatar}</span>
          </TableHead>
          <TableHead>{texts.columns.name}</TableHead>
          <TableHead className="hidden sm:table-cell">{texts.columns.instrument}</TableHead>
          <TableHead>{texts.columns.status}</TableHead>
          <TableHead className="text-right">{texts.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {musicians.map((musician) => (
          <TableRow key={musician.id}>
            <TableCell className="hidden sm:table-cell">
              <MusicianAvatar musician={musician} />
            </TableCell>
            <TableCell className="font-medium whitespace-normal">{musician.name}</TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">{musician.instrument ?? "—"}</TableCell>
            <TableCell>
              <MusicianStatusBadge musician={musician} />
            </TableCell>
            <TableCell>
              <MusicianActions musician={musician} onEdit={onEdit} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MusicianCards({ musicians, onEdit, onDelete }: MusiciansTableProps) {
  return (
    <ul className="flex flex-col gap-3" aria-label={texts.title}>
      {musicians.map((musician) => (
        <li key={musician.id}>
          <article aria-label={musician.name} className="flex items-center gap-3 rounded-lg border p-3">
            <MusicianAvatar musician={musician} />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <h2 className="font-medium break-words">{musician.name}</h2>
              <p className="text-sm break-words text-muted-foreground">{musician.instrument ?? "—"}</p>
              <MusicianStatusBadge musician={musician} />
            </div>
            <MusicianActions musician={musician} onEdit={onEdit} onDelete={onDelete} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function MusicianActions({ musician, onEdit, onDelete }: { musician: Musician } & Omit<MusiciansTableProps, "musicians">) {
  return (
    <div className="flex shrink-0 justify-end gap-1 touch:gap-2">
      <Button variant="ghost" size="icon" aria-label={texts.editMusician(musician.name)} onClick={() => onEdit(musician)}>
        <PencilIcon aria-hidden />
      </Button>
      <DeleteIconButton label={texts.deleteMusician(musician.name)} onClick={() => onDelete(musician)} />
    </div>
  );
}
