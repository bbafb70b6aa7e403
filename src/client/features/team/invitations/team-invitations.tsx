import { useState } from "react";
import { MailIcon, RotateCwIcon, UserPlusIcon, XIcon } from "lucide-react";
import { roleLabels, type PendingInvitation } from "@shared/schemas/invitations";
import { formatDate } from "@shared/formatting";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useInvitations, useResendInvitation, useRevokeInvitation } from "./api";
import { InviteDialog } from "./invite-dialog";
import { invitationsTexts as texts } from "./texts";

/**
 * The 'Equipe' page's pending invitations, with 'Convidar', and each invitation's 'Reenviar' and
 * 'Cancelar convite'. Self-contained: the page drops it in as it is. On a phone each invitation is
 * a card, its buttons 44 px tall and 8 px apart.
 */
export function TeamInvitations() {
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(0);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);

  return (
    <section aria-labelledby="team-invitations-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-invitations-title" className="text-lg font-semibold">
          {texts.title}
        </h2>
        <Button className="min-h-11" onClick={() => setInviting((n) => n + 1)}>
          <UserPlusIcon aria-hidden />
          {texts.invite}
        </Button>
      </div>
      <InvitationList invitations={invitations} onRevoke={setRevoking} />
      {inviting > 0 && <InviteDialog key={inviting} onClose={() => setInviting(0)} />}
      {revoking && <RevokeDialog invitation={revoking} onClose={() => setRevoking(null)} />}
    </section>
  );
}

function InvitationList({
  invitations,
  onRevoke,
}: {
  invitations: ReturnType<typeof useInvitations>;
  onRevoke: (invitation: PendingInvitation) => void;
}) {
  if (invitations.isPending) {
    return (
      <div aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-2">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (invitations.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center gap-2">
          {texts.loadFailed}
          <Button variant="outline" className="min-h-11" onClick={() => void invitations.refetch()}>
            {texts.retry}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  const list = invitations.data.invitations;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">{texts.empty}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {list.map((invitation) => (
        <InvitationItem key={invitation.id} invitation={invitation} onRevoke={() => onRevoke(invitation)} />
      ))}
    </ul>
  );
}

function InvitationItem({ invitation, onRevoke }: { invitation: PendingInvitation; onRevoke: () => void }) {
  const resend = useResendInvitation();
  async function resendNow() {
    try {
      await resend.mutateAsync(invitation.id);
      toast({ title: texts.toasts.resent });
    } catch {
      toast({ variant: "destructive", title: texts.toasts.failed });
    }
  }
  return (
    <li className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <MailIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="break-all">{invitation.email}</span>
          <Badge variant="secondary">{roleLabels[invitation.role]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {[invitation.invitedByName ? texts.invitedBy(invitation.invitedByName) : null, texts.sent(formatDate(invitation.sentAt)), texts.expires(formatDate(invitation.expiresAt))]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" disabled={resend.isPending} aria-label={texts.resendFor(invitation.email)} onClick={() => void resendNow()}>
          <RotateCwIcon aria-hidden />
          {resend.isPending ? texts.resending : texts.resend}
        </Button>
        <Button variant="outline" className="min-h-11" aria-label={texts.revokeFor(invitation.email)} onClick={onRevoke}>
          <XIcon aria-hidden />
          {texts.revoke}
        </Button>
      </div>
    </li>
  );
}

function RevokeDialog({ invitation, onClose }: { invitation: PendingInvitation; onClose: () => void }) {
  const revoke = useRevokeInvitation();
  async function confirm() {
    try {
      await revoke.mutateAsync(invitation.id);
      toast({ title: texts.toasts.revoked });
      onClose();
    } catch {
      toast({ variant: "destructive", title: texts.toasts.revokeFailed });
    }
  }
  return (
    <ConfirmDialog
      open
      title={texts.revokeTitle}
      description={texts.revokeDescription(invitation.email)}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={revoke.isPending}
      confirmLabel={texts.revokeConfirm}
      pendingLabel="Cancelando..."
      cancelLabel={texts.revokeKeep}
    />
  );
}
