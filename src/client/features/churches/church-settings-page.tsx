import { useState } from "react";
import { RetryAlert } from "@/components/error-alert";
import { PageTitle } from "@/components/page-header";
import { FormCardSkeleton } from "@/components/placeholders";
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
      <PageTitle
        title={texts.title}
        description={church.isSuccess ? (church.data.church ? texts.descriptionExisting : texts.descriptionNew) : undefined}
      />
      {church.isPending ? (
        <ChurchFormSkeleton />
      ) : church.isError ? (
        <RetryAlert title={texts.toast.errorTitle} message={texts.toast.loadFailed} retryLabel={texts.retry} onRetry={() => void church.refetch()} />
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
    <FormCardSkeleton label={texts.cardTitle} fields={4}>
      {/* The logo and its button. */}
      <div className="flex items-center gap-4">
        <Skeleton className="size-24" />
        <Skeleton className="h-9 w-40" />
      </div>
    </FormCardSkeleton>
  );
}
