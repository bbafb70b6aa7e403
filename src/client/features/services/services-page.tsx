import { useEffect, useState } from "react";
import { PlusIcon, DownloadIcon } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import {
  serviceListQuerySchema,
  type ServiceListItem,
  type ServiceListQuery,
  type ServiceListSong,
} from "@shared/schemas/services";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { SearchInput } from "@/components/search-input";
import { Label } from "@/components/ui/label";
import { PageNavigation } from "@/components/ui/pagination";
import { toast } from "@/components/ui/use-toast";
import { fromList } from "@/lib/back-to-list";
import { paths } from "@/lib/paths";
import { useDeleteSegment, useDeleteService, useServiceList } from "./api";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ServicesTable } from "./services-table";
import { servicesTexts } from "./texts";
import { youtubeImportTexts } from "./youtube-import-texts";
import { useDebouncedCallback } from "@/hooks/use-debounced";
import { useUrlListState } from "@/lib/url-list-state";

const texts = servicesTexts.list;

/** The list state lives in the URL (search, page, inactive), so coming back from a service returns to it. */
function listParams(searchParams: URLSearchParams): ServiceListQuery {
  const parsed = serviceListQuerySchema.safeParse(Object.fromEntries(searchParams));
  return parsed.success ? parsed.data : { search: undefined, page: 1, inactive: false };
}

function toSearchParams({ search, page, inactive }: ServiceListQuery): URLSearchParams {
  const next = new URLSearchParams();
  if (search) next.set("search", search);
  if (inactive) next.set("inactive", "1");
  if (page > 1) next.set("page", String(page));
  return next;
}

/** /admin/services: the services list (spec, admin: Services list). */
export function ServicesPage() {
  const [searchParams, setSearchParams, correctSearchParams] = useUrlListState();
  const location = useLocation();
  const navigation = useNavigation();
  const params = listParams(searchParams);
  const [searchInput, setSearchInput] = useState(params.search ?? "");
  const [deletingService, setDeletingService] = useState<ServiceListItem | null>(null);
  const [deletingSong, setDeletingSong] = useState<{ serviceId: string; song: ServiceListSong } | null>(null);
  const { data, isPending, isError } = useServiceList(params);
  const serviceDeletion = useDeleteService();
  const songDeletion = useDeleteSegment();

  function show(next: ServiceListQuery) {
    setSearchParams(toSearchParams(next));
  }

  // Spec: the search waits 500 ms after typing stops and goes back to page 1.
  // A search still waiting when the admin opens a service must not follow them to the next page.
  const applySearch = useDebouncedCallback((value: string) => {
    if (navigation.state !== "idle") return;
    show({ ...params, search: value.trim() || undefined, page: 1 });
  });

  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.loadError });
  }, [isError]);

  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;
  const pageBeyondEnd = data !== undefined && pageCount > 0 && params.page > pageCount;
  useEffect(() => {
    // After a delete emptied the last page, or an outdated link: show the last page there is.
    if (pageBeyondEnd) correctSearchParams(toSearchParams({ ...params, page: pageCount }));
  });

  function deleteService() {
    if (!deletingService) return;
    serviceDeletion.mutate(deletingService.id, {
      onSuccess: () => toast({ title: servicesTexts.successTitle, description: texts.serviceDeleted }),
      onError: () => toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.serviceDeleteError }),
      onSettled: () => setDeletingService(null),
    });
  }

  function deleteSong() {
    if (!deletingSong) return;
    songDeletion.mutate(
      { serviceId: deletingSong.serviceId, segmentId: deletingSong.song.id },
      {
        onSuccess: () => toast({ title: servicesTexts.successTitle, description: texts.songDeleted }),
        onError: () => toast({ variant: "destructive", title: servicesTexts.errorTitle, description: texts.songDeleteError }),
        onSettled: () => setDeletingSong(null),
      },
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.admin.services.import.href()}>
              <DownloadIcon aria-hidden />
              {youtubeImportTexts.button}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.admin.services.new.href()} state={fromList(location)}>
              <PlusIcon aria-hidden />
              {texts.newService}
            </Link>
          </Button>
        </div>
      </header>

      <Card className="gap-4">
        <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
          <ServicesFilters
            searchInput={searchInput}
            onSearchInput={(value) => {
              setSearchInput(value);
              applySearch(value);
            }}
            inactive={params.inactive}
            onInactiveChange={(inactive) => show({ ...params, inactive, page: 1 })}
          />
          <ServicesTable
            services={isError && !data ? [] : data?.services}
            isPending={isPending}
            onDeleteService={setDeletingService}
            onDeleteSong={(service, song) => setDeletingSong({ serviceId: service.id, song })}
          />
          <PageNavigation page={params.page} pageCount={pageCount} onPageChange={(page) => show({ ...params, page })} />
        </CardContent>
      </Card>

      <ConfirmDialog
        open={deletingService !== null}
        title={texts.deleteServiceTitle}
        description={texts.deleteServiceDescription}
        pending={serviceDeletion.isPending}
        onConfirm={deleteService}
        onCancel={() => setDeletingService(null)}
      />
      <ConfirmDialog
        open={deletingSong !== null}
        title={servicesTexts.segments.removeTitle}
        description={servicesTexts.segments.removeDescription}
        pending={songDeletion.isPending}
        onConfirm={deleteSong}
        onCancel={() => setDeletingSong(null)}
      />
    </section>
  );
}

type ServicesFiltersProps = {
  searchInput: string;
  onSearchInput: (value: string) => void;
  inactive: boolean;
  onInactiveChange: (inactive: boolean) => void;
};

/** The list's search box and 'Mostrar inativos'. */
function ServicesFilters({ searchInput, onSearchInput, inactive, onInactiveChange }: ServicesFiltersProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <SearchInput label={texts.searchLabel} placeholder={texts.searchPlaceholder} value={searchInput} onChange={onSearchInput} />
      <div className="flex items-center gap-2">
        <Checkbox
          id="services-show-inactive"
          checked={inactive}
          onCheckedChange={(checked) => onInactiveChange(checked === true)}
        />
        <Label htmlFor="services-show-inactive">{texts.showInactive}</Label>
      </div>
    </div>
  );
}
