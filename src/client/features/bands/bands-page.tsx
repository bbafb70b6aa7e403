import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { Link } from "react-router";
import { bandMessages, type Band } from "@shared/schemas/bands";
import { useCheckedDelete } from "@/components/checked-delete-dialog";
import { ListPage } from "@/components/list-page";
import { Skeletons } from "@/components/placeholders";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { bandUsageQuery, useDeleteBand, useBands } from "./api";
import { BandCard } from "./band-card";
import { bandsTexts } from "./texts";

const texts = bandsTexts.list;
const gridClasses = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** A band card while the list loads. */
const bandCardSkeleton = (
  <Card className="gap-0 overflow-hidden py-0">
    <Skeleton className="aspect-video rounded-none" />
    <div className="flex flex-col gap-2 p-4">
      <Skeletons sizes={["h-5 w-40", "h-4 w-16", "h-4 w-24"]} />
    </div>
  </Card>
);

/** /admin/bands: the church's bands (spec, admin: Bands list). */
export function BandsPage() {
  const [search, setSearch] = useState("");
  const bands = useBands({ search });
  const queryClient = useQueryClient();
  const nameOf = (band: Band) => `${band.name} (${band.year})`;
  // Whether the band can go, asked before the question (docs/decisions/429).
  const deletion = useCheckedDelete(useDeleteBand(), bandsTexts, nameOf, async (band: Band) => {
    const { usage } = await queryClient.fetchQuery(bandUsageQuery(band.id));
    return usage.services > 0
      ? { allowed: false, reason: bandMessages.inServices(usage.services) }
      : { allowed: true, description: bandsTexts.deleteDialog.describe(nameOf(band), usage.members) };
  });

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
        skeleton={{ item: bandCardSkeleton, className: gridClasses }}
        isEmpty={bands.data?.bands.length === 0}
      >
        <ul className={gridClasses} aria-label={texts.title}>
          {bands.data?.bands.map((band) => (
            <li key={band.id}>
              <BandCard band={band} onDelete={deletion.ask} />
            </li>
          ))}
        </ul>
      </ListPage>
      {deletion.dialog}
    </>
  );
}
