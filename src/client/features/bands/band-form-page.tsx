import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useBand } from "./api";
import { BackToBandsButton, BandEditor } from "./band-editor";
import { bandsTexts } from "./texts";

const texts = bandsTexts.form;

function BandFormSkeleton() {
  return (
    <div role="status" aria-label={texts.loadingLabel} className="flex flex-col gap-6">
      <Skeleton className="h-8 w-48" />
      <Card>
        <CardContent className="flex flex-col gap-4">
          <div className="flex gap-6">
            <Skeleton className="size-24" />
            <div className="flex flex-1 flex-col gap-3">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-40" />
            </div>
          </div>
          <Skeleton className="h-32 w-full" />
        </CardContent>
      </Card>
    </div>
  );
}

function BandNotFound() {
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{texts.notFound}</h1>
      <p className="text-muted-foreground">{texts.notFoundDescription}</p>
      <BackToBandsButton />
    </section>
  );
}

/** Loads the band to edit: 'Banda não encontrada' for an unknown id; any other failure goes back to the list. */
function ExistingBand({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, error, isPending } = useBand(id);
  const notFound = error instanceof ApiError && error.status === 404;
  const failed = error !== null && !notFound && !data;

  useEffect(() => {
    if (!failed) return;
    toast({ variant: "destructive", title: bandsTexts.toasts.errorTitle, description: bandsTexts.toasts.bandLoadFailed });
    void navigate(paths.admin.bands.list.href(), { replace: true });
  }, [failed, navigate]);

  if (notFound) return <BandNotFound />;
  if (isPending || !data) return <BandFormSkeleton />;
  return <BandEditor key={data.band.id} band={data.band} />;
}

/** /admin/bands/new (add a band) and /admin/bands/:id (edit one). */
export function BandFormPage() {
  const { id } = useParams();
  return id ? <ExistingBand key={id} id={id} /> : <BandEditor band={null} />;
}
