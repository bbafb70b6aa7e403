import { useState } from "react";
import { CalendarIcon, CopyIcon, ExternalLinkIcon, PencilIcon, PlusIcon, Share2Icon, VideoIcon } from "lucide-react";
import { escalaMessage, whatsAppShareUrl } from "@shared/escala-message";
import { SendEscalaButton } from "./send-escala-button";
import { Link } from "react-router";
import { formatTimeOfDay } from "@shared/formatting";
import type { Plan } from "@shared/schemas/plans";
import { formatServiceDate, localIsoDate } from "@shared/schemas/services";
import { ConfirmDeleteDialog, DeleteIconButton } from "@/components/confirm-delete-dialog";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useChurch } from "@/lib/current-church";
import { paths } from "@/lib/paths";
import { useDeletePlan, usePlans } from "./api";
import { PlanDialog } from "./plan-dialog";
import { TeamSummary } from "./team-summary";
import { plansTexts as texts } from "./texts";

const planLabel = (plan: Plan) => `${formatServiceDate(plan.date)} ${texts.at(formatTimeOfDay(plan.time))}`;

/** /admin/plans: 'Próximos cultos' — the upcoming plans, and past ones waiting to be recorded (issue 27). */
export function PlansPage() {
  const plans = usePlans();
  const church = useChurch();
  const deletion = useDeletePlan();
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const slug = church.data?.church?.slug ?? null;

  const cardOf = (plan: Plan) => (
    <PlanCard key={plan.id} plan={plan} churchSlug={slug} onEdit={() => setEditing({ plan })} onDelete={() => setDeleting(plan)} />
  );

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={texts.title}
        description={texts.description}
        descriptionClassName="max-w-2xl"
        actions={
          <Button className="max-md:h-11" onClick={() => setEditing({ plan: null })}>
            <PlusIcon aria-hidden />
            {texts.newPlan}
          </Button>
        }
      />

      {plans.isPending ? (
        <div role="status" aria-label={texts.loadingLabel} className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-32 w-full" />
          ))}
        </div>
      ) : null}
      {plans.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {texts.loadFailed}
            <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
              {texts.retry}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {plans.data ? (
        <>
          {plans.data.upcoming.length === 0 ? (
            <Card>
              <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
                <p className="text-lg font-medium">{texts.empty}</p>
                <p className="max-w-md text-sm text-muted-foreground">{texts.emptyHint}</p>
              </CardContent>
            </Card>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={texts.title}>
              {plans.data.upcoming.map(cardOf)}
            </ul>
          )}
          {plans.data.past.length > 0 ? (
            <section className="flex flex-col gap-3" aria-labelledby="plans-past">
              <div>
                <h2 id="plans-past" className="text-lg font-semibold">
                  {texts.pastTitle}
                </h2>
                <p className="text-sm text-muted-foreground">{texts.pastDescription}</p>
              </div>
              <ul className="flex flex-col gap-3" aria-label={texts.pastTitle}>
                {plans.data.past.map(cardOf)}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}

      {editing ? <PlanDialog
          key={editing.plan?.id ?? "novo"}
          plan={editing.plan}
          plans={[...(plans.data?.upcoming ?? []), ...(plans.data?.past ?? [])]}
          onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          title={texts.deleteDialog.title}
          description={texts.deleteDialog.description(planLabel(deleting))}
          onConfirm={() => deletion.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
          toasts={{ deleted: texts.deleteDialog.deleted, failed: texts.deleteDialog.failed }}
        />
      ) : null}
    </section>
  );
}

function PlanCard({ plan, churchSlug, onEdit, onDelete }: { plan: Plan; churchSlug: string | null; onEdit: () => void; onDelete: () => void }) {
  const pageHref = churchSlug ? paths.church.plan.href(churchSlug, plan.publicKey) : null;

  async function copyLink() {
    if (!pageHref) return;
    try {
      await navigator.clipboard.writeText(new URL(pageHref, window.location.origin).href);
      toast({ title: texts.successTitle, description: texts.actions.linkCopied });
    } catch {
      toast({ variant: "destructive", title: texts.errorTitle, description: texts.actions.copyFailed });
    }
  }

  return (
    <li>
      <Card className="gap-3 py-4">
        <CardContent className="flex flex-col gap-3 px-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="flex flex-col gap-1">
              <h3 className="flex items-center gap-2 text-base font-semibold">
                <CalendarIcon className="size-4" aria-hidden />
                {planLabel(plan)}
              </h3>
              <p className="text-sm text-muted-foreground">
                {plan.bandName} · {texts.songCount(plan.songs.length)}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Button variant="ghost" size="icon" aria-label={`${texts.actions.edit} ${planLabel(plan)}`} onClick={onEdit}>
                <PencilIcon aria-hidden />
              </Button>
              <DeleteIconButton label={`${texts.actions.delete} ${planLabel(plan)}`} onClick={onDelete} />
            </div>
          </div>
          {plan.songs.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.noSongs}</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {plan.songs.map((song, index) => (
                <li key={`${song.songCatalogId}-${index}`} className="flex flex-wrap items-center gap-2">
                  <span>
                    {index + 1}. {song.songName}
                  </span>
                  <Badge variant={song.musicalKey ? "secondary" : "outline"}>{song.musicalKey ?? texts.keyNotChosen}</Badge>
                  {song.note ? <span className="text-muted-foreground">· {song.note}</span> : null}
                </li>
              ))}
            </ol>
          )}
          <TeamSummary plan={plan} canReplace={plan.date >= localIsoDate()} />
          <div className="flex flex-wrap gap-2">
            {pageHref ? (
              <>
                <Button asChild variant="outline" size="sm" className="max-md:h-11">
                  <a href={pageHref} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden />
                    {texts.actions.openPage}
                  </a>
                </Button>
                <Button variant="outline" size="sm" className="max-md:h-11" onClick={() => void copyLink()}>
                  <CopyIcon aria-hidden />
                  {texts.actions.copyLink}
                </Button>
              </>
            ) : null}
            <SendEscalaButton plan={plan} />
            <Button asChild variant="outline" size="sm" className="max-md:h-11">
              <a href={whatsAppShareUrl(escalaMessage(plan, pageHref ? new URL(pageHref, window.location.origin).href : null))} target="_blank" rel="noopener noreferrer">
                <Share2Icon aria-hidden />
                {texts.escala.whatsApp}
              </a>
            </Button>
            <Button asChild size="sm" className="max-md:h-11">
              <Link to={paths.admin.services.fromPlan.href(plan.id)}>
                <VideoIcon aria-hidden />
                {texts.actions.record}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
