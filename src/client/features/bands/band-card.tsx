import { ImageIcon, PencilIcon, UsersIcon } from "lucide-react";
import { Link } from "react-router";
import type { Band } from "@shared/schemas/bands";
import { DeleteIconButton } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { bandsTexts } from "./texts";

const texts = bandsTexts.list;

/** A band in the list: image, name, year, member count, edit and delete. */
export function BandCard({ band, onDelete }: { band: Band; onDelete: (band: Band) => void }) {
  return (
    <Card className="gap-0 overflow-hidden py-0">
      <article aria-label={`${band.name} (${band.year})`} className="flex h-full flex-col">
        <div className="flex aspect-video items-center justify-center overflow-hidden bg-muted text-muted-foreground">
          {band.imageUrl ? (
            <img src={band.imageUrl} alt="" className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden className="size-10" />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-4">
          <h2 className="truncate text-lg font-semibold" title={band.name}>
            {band.name}
          </h2>
          <p className="text-sm text-muted-foreground">{band.year}</p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <UsersIcon aria-hidden className="size-4" />
            {texts.memberCount(band.members.length)}
          </p>
        </div>
        <div className="flex justify-end gap-1 border-t px-4 py-2 touch:gap-2">
          <Button variant="ghost" size="sm" asChild>
            <Link to={paths.admin.bands.detail.href(band.id)} aria-label={texts.editBand(band.name)}>
              <PencilIcon aria-hidden />
              {texts.edit}
            </Link>
          </Button>
          <DeleteIconButton label={texts.deleteBand(band.name)} onClick={() => onDelete(band)} />
        </div>
      </article>
    </Card>
  );
}
