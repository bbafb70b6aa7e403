import { useEffect, useState } from "react";
import { PlusIcon, SearchIcon } from "lucide-react";
import { Link } from "react-router";
import type { Band } from "@shared/schemas/bands";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/lib/paths";
import { useBands } from "./api/list-bands";
import { BandCard } from "./band-card";
import { DeleteBandDialog } from "./delete-band-dialog";
import { bandsTexts } from "./texts";
import { useDebouncedValue } from "@/hooks/use-debounced";

const texts = bandsTexts.list;

function BandsSkeleton() {
  return (
    <div role="status" aria-label={texts.loadingLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <Card key={index} className="gap-0 overflow-hidden py-0">
          <Skeleton className="aspect-video rounded-none" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-24" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** /admin/bands: the church's bands (spec, admin: Bands list). */
export function BandsPage() {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim());
  const { data, isPending, isError, errorUpdatedAt, refetch, isFetching } = useBands({ search });
  const [deleting, setDeleting] = useState<Band | null>(null);

  useEffect(() => {
    if (isError) toast({ variant: "destructive", title: bandsTexts.toasts.errorTitle, description: bandsTexts.toasts.loadFailed });
  }, [isError, errorUpdatedAt]);

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
          <p className="text-muted-foreground">{texts.description}</p>
        </div>
        <Button asChild>
          <Link to={paths.admin.bands.new.href()}>
            <PlusIcon aria-hidden />
            {texts.newBand}
          </Link>
        </Button>
      </header>

      <div className="relative w-full max-w-md">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          className="bg-background pl-9"
        />
      </div>

      {isPending ? (
        <BandsSkeleton />
      ) : isError && !data ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            {bandsTexts.toasts.loadFailed}
            <Button variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
              {texts.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : data && data.bands.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={texts.title}>
          {data.bands.map((band) => (
            <li key={band.id}>
              <BandCard band={band} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">{texts.empty}</p>
      )}

      {deleting && <DeleteBandDialog key={deleting.id} band={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}
