import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { Link } from "react-router";
import type { Band } from "@shared/schemas/bands";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { ListPage } from "@/components/list-page";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useDeleteBand, useBands } from "./api";
import { BandCard } from "./band-card";
import { bandsTexts } from "./texts";

const texts = bandsTexts.list;
const gridClasses = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

function BandsSkeleton() {
  return (
    <div className={gridClasses}>
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
  const [search, setSearch] = useState("");
  const bands = useBands({ search });
  const deleteBand = useDeleteBand();
  const [deleting, setDeleting] = useState<Band | null>(null);

  return (
    <>
      <ListPage
        texts={texts}
        action={
          <Button asChild>
            <Link to={paths.admin.bands.new.href()}>
              <PlusIcon aria-hidden />
              {texts.newBand}
            </Link>
          </Button>
        }
        onSearch={setSearch}
        query={bands}
        loadFailed={bandsTexts.toasts.loadFailed}
        skeleton={<BandsSkeleton />}
        isEmpty={bands.data?.bands.length === 0}
      >
        <ul className={gridClasses} aria-label={texts.title}>
          {bands.data?.bands.map((band) => (
            <li key={band.id}>
              <BandCard band={band} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      </ListPage>
      {deleting && (
        <ConfirmDeleteDialog
          key={deleting.id}
          title={bandsTexts.deleteDialog.title}
          description={bandsTexts.deleteDialog.description(`${deleting.name} (${deleting.year})`)}
          onConfirm={() => deleteBand.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          toasts={{ deleted: bandsTexts.toasts.deleted, failed: bandsTexts.toasts.deleteFailed }}
        />
      )}
    </>
  );
}
