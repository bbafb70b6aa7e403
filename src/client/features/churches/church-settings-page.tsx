import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useChurch } from "@/lib/current-church";
import { ChurchExportCard } from "./church-export-card";
import { ChurchForm } from "./church-form";
import { NextSteps } from "./next-steps";
import { churchTexts as texts } from "./texts";

/** /admin/church, 'Configurações da Igreja': registers the church on the first visit, edits it afterwards. */
export function ChurchSettingsPage() {
  const church = useChurch();
  // Right after registering, the page says what to do next (docs/decisions/429).
  const [registered, setRegistered] = useState(false);

  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
        {church.isSuccess && (
          <p className="text-muted-foreground">{church.data.church ? texts.descriptionExisting : texts.descriptionNew}</p>
        )}
      </div>
      {church.isPending ? (
        <ChurchFormSkeleton />
      ) : church.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{texts.toast.errorTitle}</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <span>{texts.toast.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void church.refetch()}>
              {texts.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{texts.cardTitle}</CardTitle>
              <CardDescription>{texts.requiredHint}</CardDescription>
            </CardHeader>
            <CardContent>
              <ChurchForm church={church.data.church} onRegistered={() => setRegistered(true)} />
            </CardContent>
          </Card>
          {/* Under the form, where the volunteer just tapped 'Salvar'. */}
          {registered && church.data.church ? <NextSteps /> : null}
          {church.data.church && <ChurchExportCard />}
        </>
      )}
    </section>
  );
}

function ChurchFormSkeleton() {
  return (
    <Card aria-busy="true" aria-label={texts.cardTitle}>
      <CardContent className="flex flex-col gap-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-24" />
          <Skeleton className="h-9 w-40" />
        </div>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-9 w-full" />
          </div>
        ))}
        <Skeleton className="ml-auto h-9 w-24" />
      </CardContent>
    </Card>
  );
}
