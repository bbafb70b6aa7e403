import { useState } from "react";
import { Link } from "react-router";
import { HistoryIcon } from "lucide-react";
import type { MemberRole, TeamMember } from "@shared/schemas/team";
import { CardHeading } from "@/components/card-heading";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Skeletons } from "@/components/placeholders";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/error-description";
import { paths } from "@/lib/paths";
import { useChangeMemberRole, useMembers, useRemoveMember } from "./api";
import { TeamInvitations } from "./invitations/team-invitations";
import { MembersList } from "./members-list";
import { teamTexts as texts } from "./texts";

type Pending = { kind: "role"; member: TeamMember; role: MemberRole } | { kind: "remove"; member: TeamMember };

/** /admin/team: the church's members and (below them) the pending invitations. Administrador only. */
export function TeamPage() {
  const members = useMembers();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [pending, setPending] = useState<Pending | null>(null);
  const running = changeRole.isPending || remove.isPending;

  async function confirm() {
    if (!pending) return;
    const { member } = pending;
    try {
      if (pending.kind === "role") {
        await changeRole.mutateAsync({ id: member.id, role: pending.role });
        toast({ title: texts.successTitle, description: texts.roleDialog.done(member.name, pending.role) });
      } else {
        await remove.mutateAsync(member.id);
        toast({ title: texts.successTitle, description: texts.removeDialog.done(member.name) });
      }
    } catch (error) {
      const failed = pending.kind === "role" ? texts.roleDialog.failed : texts.removeDialog.failed;
      toast({ variant: "destructive", title: texts.errorTitle, description: errorDescription(failed, error) });
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.admin.history.href()}>
              <HistoryIcon aria-hidden="true" />
              {texts.history}
            </Link>
          </Button>
        }
      />

      <Card>
        <CardHeading title={texts.membersHeading} />
        <CardContent>
          {members.isPending ? (
            <div aria-busy="true" aria-label={texts.loadingLabel} className="flex flex-col gap-3">
              {[0, 1].map((index) => (
                <div key={index} className="flex items-center gap-4">
                  <Skeletons sizes={["h-4 w-40", "h-4 w-48", "h-6 w-24", "ml-auto h-8 w-20"]} />
                </div>
              ))}
            </div>
          ) : members.isError ? (
            <Alert variant="destructive">
              <AlertDescription className="flex flex-wrap items-center gap-2">
                {texts.loadFailed}
                <Button variant="outline" size="sm" onClick={() => void members.refetch()}>
                  {texts.retry}
                </Button>
              </AlertDescription>
            </Alert>
          ) : (
            <MembersList
              members={members.data.members}
              onChangeRole={(member) => setPending({ kind: "role", member, role: member.role === "admin" ? "editor" : "admin" })}
              onRemove={(member) => setPending({ kind: "remove", member })}
            />
          )}
        </CardContent>
      </Card>

      <TeamInvitations />

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === "role" ? texts.roleDialog.title(pending.role) : texts.removeDialog.title}
        description={
          pending?.kind === "role"
            ? texts.roleDialog.describe(pending.member.name, pending.role)
            : pending
              ? texts.removeDialog.describe(pending.member.name)
              : ""
        }
        destructive={pending?.kind !== "role"}
        confirmLabel={pending?.kind === "role" ? texts.roleDialog.confirm : texts.removeDialog.confirm}
        pendingLabel={pending?.kind === "role" ? texts.roleDialog.pending : texts.removeDialog.pending}
        pending={running}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
