import { useState } from "react";
import { ChevronDownIcon, ChevronRightIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useLocation } from "react-router";
import { formatServiceDate, type ServiceListItem, type ServiceListSong } from "@shared/schemas/services";
import { formatTimestamp } from "@shared/durations";
import { Repeat } from "@/components/placeholders";
import { EmptyTableRow, RowAction, SkeletonRows } from "@/components/table-parts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { cn } from "@/lib/cn";
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

/** The services whose songs show, opened one by one. */
function useExpanded() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }
  return { isOpen: (id: string) => expanded.has(id), toggle };
}

/**
 * Data / Horário / Banda / Músicas / Ações; a row expands to list its songs, each deletable.
 * On a phone each service is a card with its actions beside the date (docs/decisions/432).
 */
export function ServicesTable(props: ServicesTableProps) {
  const isMobile = useIsMobile();
  return isMobile ? <ServiceCards {...props} /> : <ServicesGrid {...props} />;
}

function ServicesGrid({ services, isPending, onDeleteService, onDeleteSong }: ServicesTableProps) {
  const { isOpen, toggle } = useExpanded();
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
            isOpen={isOpen(service.id)}
            onToggle={() => toggle(service.id)}
            onDeleteService={onDeleteService}
            onDeleteSong={onDeleteSong}
          />
        ))}
      </TableBody>
    </Table>
  );
}

type ServiceItemProps = {
  service: ServiceListItem;
  isOpen: boolean;
  onToggle: () => void;
  onDeleteService: (service: ServiceListItem) => void;
  onDeleteSong: (service: ServiceListItem, song: ServiceListSong) => void;
};

/** A service's row and, when expanded, the row listing its songs. */
function ServiceRows({ service, isOpen, onToggle, onDeleteService, onDeleteSong }: ServiceItemProps) {
  const date = formatServiceDate(service.date);
  return (
    <>
      <TableRow data-state={isOpen ? "selected" : undefined} className={service.active ? undefined : "text-muted-foreground"}>
        <TableCell className="font-medium">
          <ServiceDate service={service} />
        </TableCell>
        <TableCell>{service.time.slice(0, 5)}</TableCell>
        <TableCell>{service.bandName}</TableCell>
        <TableCell>
          <SongsToggle service={service} isOpen={isOpen} onToggle={onToggle} />
        </TableCell>
        <TableCell className="text-right">
          <ServiceActions service={service} onDelete={onDeleteService} />
        </TableCell>
      </TableRow>
      {isOpen ? (
        <TableRow id={`service-songs-${service.id}`} className="bg-muted/30 hover:bg-muted/30">
          <TableCell colSpan={COLUMNS} className="py-2">
            <ServiceSongs service={service} date={date} onDeleteSong={onDeleteSong} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** On a phone: one card per service, the date with its actions on top, then time, band and songs. */
function ServiceCards({ services, isPending, onDeleteService, onDeleteSong }: ServicesTableProps) {
  const { isOpen, toggle } = useExpanded();
  if (isPending && !services) {
    return (
      <div className="flex flex-col gap-3">
        <Repeat count={SKELETON_ROWS}>
          <Skeleton data-testid="services-skeleton-row" className="h-32 w-full rounded-lg" />
        </Repeat>
      </div>
    );
  }
  if (!services) return null;
  if (services.length === 0) return <p className="py-10 text-center text-muted-foreground">{texts.empty}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={texts.title}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            isOpen={isOpen(service.id)}
            onToggle={() => toggle(service.id)}
            onDeleteService={onDeleteService}
            onDeleteSong={onDeleteSong}
          />
        </li>
      ))}
    </ul>
  );
}

function ServiceCard({ service, isOpen, onToggle, onDeleteService, onDeleteSong }: ServiceItemProps) {
  const date = formatServiceDate(service.date);
  return (
    <article
      aria-label={date}
      data-state={isOpen ? "selected" : undefined}
      className={cn("flex flex-col gap-2 rounded-lg border p-3", !service.active && "text-muted-foreground")}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-medium">
          <ServiceDate service={service} />
        </h2>
        <ServiceActions service={service} onDelete={onDeleteService} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{texts.columns.time}</dt>
        <dd>{service.time.slice(0, 5)}</dd>
        <dt className="text-muted-foreground">{texts.columns.band}</dt>
        <dd className="break-words">{service.bandName}</dd>
      </dl>
      <div>
        <SongsToggle service={service} isOpen={isOpen} onToggle={onToggle} />
      </div>
      {isOpen ? (
        <div id={`service-songs-${service.id}`} className="rounded-md bg-muted/30 py-1">
          <ServiceSongs service={service} date={date} onDeleteSong={onDeleteSong} />
        </div>
      ) : null}
    </article>
  );
}

function ServiceDate({ service }: { service: ServiceListItem }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {formatServiceDate(service.date)}
      {service.active ? null : <Badge variant="outline">{texts.inactive}</Badge>}
    </span>
  );
}

function SongsToggle({ service, isOpen, onToggle }: { service: ServiceListItem; isOpen: boolean; onToggle: () => void }) {
  return (
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
  );
}

function ServiceActions({ service, onDelete }: { service: ServiceListItem; onDelete: (service: ServiceListItem) => void }) {
  const location = useLocation();
  const date = formatServiceDate(service.date);
  return (
    <div className="flex shrink-0 justify-end gap-1 touch:gap-2">
      <RowAction
        label={`${texts.edit} ${date}`}
        title={texts.edit}
        icon={<PencilIcon aria-hidden />}
        to={paths.admin.services.detail.href(service.id)}
        state={fromList(location)}
      />
      <RowAction label={`${texts.delete} ${date}`} title={texts.delete} icon={<Trash2Icon aria-hidden />} destructive onClick={() => onDelete(service)} />
    </div>
  );
}

/** The songs of an opened service, in order, each with its times and a delete button. */
function ServiceSongs({
  service,
  date,
  onDeleteSong,
}: {
  service: ServiceListItem;
  date: string;
  onDeleteSong: (service: ServiceListItem, song: ServiceListSong) => void;
}) {
  if (service.songs.length === 0) return <p className="px-2 text-sm text-muted-foreground">{texts.noSongs}</p>;
  return (
    <ol className="flex flex-col divide-y" aria-label={`${texts.columns.songs} ${date}`}>
      {service.songs.map((song, index) => (
        <li key={song.id} className="flex items-center gap-3 px-2 py-1.5">
          <span className="w-6 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{index + 1}.</span>
          {/* On a phone the name wraps above its times; from md on they share the line. */}
          <span className="flex min-w-0 flex-1 flex-col md:flex-row md:items-center md:gap-3">
            <span className="break-words md:flex-1 md:truncate">{song.name}</span>
            <span className="text-xs text-muted-foreground tabular-nums">
              {formatTimestamp(song.startTime)} – {formatTimestamp(song.endTime)}
            </span>
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
  );
}
