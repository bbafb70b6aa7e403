import { PencilIcon } from "lucide-react";
import type { Musician } from "@shared/schemas/musicians";
import { Badge } from "@/components/ui/badge";
import { DeleteIconButton } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

export function MusiciansTable({ musicians, onEdit, onDelete }: MusiciansTableProps) {
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
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={texts.editMusician(musician.name)} onClick={() => onEdit(musician)}>
                  <PencilIcon aria-hidden />
                </Button>
                <DeleteIconButton label={texts.deleteMusician(musician.name)} onClick={() => onDelete(musician)} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
