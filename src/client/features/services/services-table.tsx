import { useState } from "react";
import { ChevronDownIcon, ChevronRightIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useLocation } from "react-router";
import { formatServiceDate, type ServiceListItem, type ServiceListSong } from "@shared/schemas/services";
import { formatDuration } from "@shared/durations";
import { EmptyTableRow, RowAction, SkeletonRows } from "@/components/table-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { fromList } from "@/lib/back-to-list";
import { paths } from "@/lib/paths";
import { servicesTexts } from "./texts";

const texts = servicesTexts.list;
const SKELETON_ROWS = 6;
const COLUMNS = 5;

type ServicesTableProps = {
  services: ServiceListItem[] | undefined;
  isPending: boolean;
  onDeleteService: (service: ServiceListItem) => void;
  onDeleteSong: (service: ServiceListItem, song: ServiceListSong) => void;
};

/** Data / Horário / Banda / Músicas / Ações; a row expands to list its songs, each deletable. */
export function ServicesTable({ services, isPending, onDeleteService, onDeleteSong }: ServicesTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{texts.columns.date}</TableHead>
          <TableHead>{texts.columns.time}</TableHead>
          <TableHead>{texts.columns.band}</TableHead>
          <TableHead>{texts.columns.songs}</TableHead>
          <TableHead className="text-right">{texts.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isPending && !services ? (
          <SkeletonRows rows={SKELETON_ROWS} cells={Array<string>(COLUMNS).fill("h-5 w-full max-w-32")} testId="services-skeleton-row" />
        ) : null}
        {services && services.length === 0 ? (
          <EmptyTableRow columns={COLUMNS} className="h-24">
            {texts.empty}
          </EmptyTableRow>
        ) : null}
        {services?.map((service) => (
          <ServiceRows
            key={service.id}
            service={service}
            isOpen={expanded.has(service.id)}
            onToggle={() => toggle(service.id)}
            onDeleteService={onDeleteService}
            onDeleteSong={onDeleteSong}
          />
        ))}
      </TableBody>
    </Table>
  );
}

type ServiceRowsProps = {
  service: ServiceListItem;
  isOpen: boolean;
  onToggle: () => void;
  onDeleteService: (service: ServiceListItem) => void;
  onDeleteSong: (service: ServiceListItem, song: ServiceListSong) => void;
};

/** A service's row and, when expanded, the row listing its songs. */
function ServiceRows({ service, isOpen, onToggle, onDeleteService, onDeleteSong }: ServiceRowsProps) {
  const location = useLocation();
  const date = formatServiceDate(service.date);
  return (
    <>
      <TableRow data-state={isOpen ? "selected" : undefined} className={service.active ? undefined : "text-muted-foreground"}>
        <TableCell className="font-medium">
          <span className="flex flex-wrap items-center gap-2">
            {date}
            {service.active ? null : <Badge variant="outline">{texts.inactive}</Badge>}
          </span>
        </TableCell>
        <TableCell>{service.time.slice(0, 5)}</TableCell>
        <TableCell>{service.bandName}</TableCell>
        <TableCell>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-ml-3"
            aria-expanded={isOpen}
            aria-controls={`service-songs-${service.id}`}
            title={isOpen ? texts.hideSongs : texts.showSongs}
            onClick={onToggle}
          >
            {isOpen ? <ChevronDownIcon aria-hidden /> : <ChevronRightIcon aria-hidden />}
            {texts.songCount(service.songCount)}
          </Button>
        </TableCell>
        <TableCell className="text-right">
          <div className="flex justify-end gap-1">
            <RowAction
              label={`${texts.edit} ${date}`}
              title={texts.edit}
              icon={<PencilIcon aria-hidden />}
              to={paths.admin.services.detail.href(service.id)}
              state={fromList(location)}
            />
            <RowAction
              label={`${texts.delete} ${date}`}
              title={texts.delete}
              icon={<Trash2Icon aria-hidden />}
              destructive
              onClick={() => onDeleteService(service)}
            />
          </div>
        </TableCell>
      </TableRow>
      {isOpen ? (
        <TableRow id={`service-songs-${service.id}`} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={COLUMNS} className="py-2">
            {service.songs.length === 0 ? (
              <p className="px-2 text-sm text-muted-foreground">{texts.noSongs}</p>
            ) : (
              <ol className="flex flex-col divide-y" aria-label={`${texts.columns.songs} ${date}`}>
                {service.songs.map((song, index) => (
                  <li key={song.id} className="flex items-center gap-3 px-2 py-1.5">
                    <span className="w-6 text-right text-xs text-muted-foreground tabular-nums">{index + 1}.</span>
                    <span className="flex-1 truncate">{song.name}</span>
                    <span className="text-xs text-muted-foreground tabular-nums">
                      {formatDuration(song.startTime)} – {formatDuration(song.endTime)}
                    </span>
                    <RowAction
                      label={texts.deleteSong(song.name)}
                      icon={<Trash2Icon aria-hidden />}
                      destructive
                      className="size-8"
                      onClick={() => onDeleteSong(service, song)}
                    />
                  </li>
                ))}
              </ol>
            )}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
