import { useMemo } from "react";
import { ArrowLeftIcon } from "lucide-react";
import { useParams, useSearchParams } from "react-router";
import { formatServiceDate } from "@shared/schemas/services";
import { serviceLabel } from "@shared/shifts";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useBackToList } from "@/lib/back-to-list";
import { paths, planParam } from "@/lib/paths";
import { usePlanToRecord, useService } from "./api";
import { fromEditorState, fromPlan } from "./service-draft";
import { ServiceAuthorship } from "./service-authorship";
import { ServiceForm } from "./service-form";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;

/** 'Editar Culto: 09/03/2025 | Culto 19h' (docs/decisions/155). */
export function editorTitle(date: string, time: string): string {
  return texts.editTitle([formatServiceDate(date), serviceLabel(time)].filter(Boolean).join(" | "));
}

/** /admin/services/new and /admin/services/:id: the service form (spec, admin: Service edit screen). */
export function ServiceEditorPage() {
  const { id } = useParams();
  const back = useBackToList(paths.admin.services.list.href());
  const service = useService(id);
  const initial = useMemo(() => (service.data ? fromEditorState(service.data) : null), [service.data]);
  const notFound = service.error instanceof ApiError && service.error.status === 404;
  const [searchParams] = useSearchParams();
  const planId = id === undefined ? searchParams.get(planParam) : null;
  const plan = usePlanToRecord(planId);
  const planInitial = useMemo(() => (plan.data ? fromPlan(plan.data.plan) : null), [plan.data]);

  let title: string = planId ? texts.fromPlanTitle : texts.newTitle;
  if (id !== undefined) title = service.data ? editorTitle(service.data.service.date, service.data.service.time) : "";

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" className="max-md:h-11" onClick={back.goBack}>
          <ArrowLeftIcon aria-hidden />
          {texts.back}
        </Button>
        {title ? <h1 className="text-2xl font-bold tracking-tight">{title}</h1> : null}
        {id !== undefined && service.isPending ? <Skeleton className="h-8 w-72" /> : null}
      </header>
      {id !== undefined && service.data ? <ServiceAuthorship authorship={service.data.authorship} /> : null}

      {id === undefined && planId === null ? <ServiceForm serviceId={null} initial={null} /> : null}
      {planId !== null && plan.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : null}
      {planId !== null && plan.isError ? (
        <p role="alert" className="rounded-md border p-6 text-center text-muted-foreground">
          {plan.error instanceof ApiError && plan.error.status === 404 ? texts.planNotFound : texts.loadError}
        </p>
      ) : null}
      {planId !== null && planInitial ? <ServiceForm key={planId} serviceId={null} initial={planInitial} planId={planId} /> : null}
      {id !== undefined && service.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : null}
      {id !== undefined && service.isError ? (
        <p role="alert" className="rounded-md border p-6 text-center text-muted-foreground">
          {notFound ? texts.notFound : texts.loadError}
        </p>
      ) : null}
      {id !== undefined && initial ? <ServiceForm key={id} serviceId={id} initial={initial} /> : null}
    </section>
  );
}
