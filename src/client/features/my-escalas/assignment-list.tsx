import { useState } from "react";
import { CalendarIcon } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatTimeOfDay } from "@shared/formatting";
import { DECLINE_REASON_MAX_LENGTH } from "@shared/schemas/escala";
import type { MyAssignment } from "@shared/schemas/my-escalas";
import { CardHeading } from "@/components/card-heading";
import { ErrorAlert } from "@/components/error-alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { refusalMessage } from "@/lib/error-description";
import { useAnswerMine } from "./api";
import { dayLabel } from "./dates";
import { myEscalasTexts as texts } from "./texts";

const statusVariant = { pendente: "outline", confirmado: "success", recusado: "destructive" } as const;

/** The upcoming assignments, each answered on its own ('Confirmar', 'Não posso' with a reason). */
export function AssignmentList({ token, assignments }: { token: string; assignments: MyAssignment[] }) {
  return (
    <Card>
      <CardHeading className="max-md:px-4" title={texts.upcoming} />
      <CardContent className="max-md:px-4">
        {assignments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {assignments.map((assignment) => (
              <AssignmentItem key={assignment.id} token={token} assignment={assignment} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AssignmentItem({ token, assignment }: { token: string; assignment: MyAssignment }) {
  const answer = useAnswerMine(token);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const date = formatDate(assignment.date);
  const reasonId = `reason-${assignment.id}`;
  const failure = answer.isError ? refusalMessage(answer.error, texts.failed) : null;

  async function send(status: "confirmado" | "recusado") {
    const sent = await answer
      .mutateAsync({ assignmentId: assignment.id, answer: status, reason: status === "recusado" && reason.trim() ? reason.trim() : null })
      .then(() => true)
      .catch(() => false);
    if (sent) {
      setDeclining(false);
      setReason("");
    }
  }

  return (
    <li aria-label={texts.assignmentOf(date, assignment.position)} className="flex min-w-0 flex-col gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CalendarIcon className="size-4 shrink-0" aria-hidden />
          <span className="sr-only">{texts.when}: </span>
          <span>
            {dayLabel(assignment.date)} · {formatTimeOfDay(assignment.time)}
          </span>
        </p>
        <Badge variant={statusVariant[assignment.status]}>
          <span className="sr-only">{texts.statusLabel}: </span>
          {texts.status[assignment.status]}
        </Badge>
      </div>
      <p className="text-sm break-words">
        {assignment.position} · {texts.band(assignment.bandName)}
      </p>
      {assignment.status === "recusado" && assignment.declineReason ? (
        <p className="text-sm break-words text-muted-foreground">{texts.yourReason(assignment.declineReason)}</p>
      ) : null}
      <Link to={assignment.rehearsalPath} className="inline-flex w-fit items-center text-sm font-medium text-primary underline-offset-4 hover:underline max-md:h-11">
        {texts.rehearsal}
      </Link>
      <ErrorAlert message={failure} />
      {declining ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={reasonId}>{texts.reason}</Label>
          <Textarea
            id={reasonId}
            value={reason}
            maxLength={DECLINE_REASON_MAX_LENGTH}
            placeholder={texts.reasonPlaceholder}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button className="flex-1 max-md:h-11" variant="destructive" disabled={answer.isPending} onClick={() => void send("recusado")}>
              {answer.isPending ? texts.sending : texts.sendDecline}
            </Button>
            <Button className="flex-1 max-md:h-11" variant="outline" disabled={answer.isPending} onClick={() => setDeclining(false)}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            className="flex-1 max-md:h-11"
            variant={assignment.status === "confirmado" ? "outline" : "default"}
            disabled={answer.isPending || assignment.status === "confirmado"}
            onClick={() => void send("confirmado")}
          >
            {answer.isPending ? texts.sending : texts.confirm}
          </Button>
          <Button className="flex-1 max-md:h-11" variant="outline" disabled={answer.isPending} onClick={() => setDeclining(true)}>
            {texts.decline}
          </Button>
        </div>
      )}
    </li>
  );
}
