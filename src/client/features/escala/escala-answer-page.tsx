import { useState } from "react";
import { CalendarIcon, CircleAlertIcon, CircleCheckIcon, MusicIcon } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatTimeOfDay } from "@shared/formatting";
import { DECLINE_REASON_MAX_LENGTH, escalaMessages, type EscalaAssignment } from "@shared/schemas/escala";
import { ErrorAlert } from "@/components/error-alert";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { useAddressToken } from "@/hooks/use-address-token";
import { refusalMessage } from "@/lib/error-description";
import { escalaAnswerParam, paths } from "@/lib/paths";
import { useEscalaAnswer, useEscalaLookup } from "./api";
import { escalaAnswerTexts as texts } from "./texts";

/**
 * `/escala?token=…` (issue 41, docs/decisions/514): the musician's answer to the escala, one tap,
 * without signing in. `&resposta=nao` (the mail's 'Não posso') opens on the reason. The link can
 * only answer for its own assignment, and may change the answer until the service.
 */
export function EscalaAnswerPage() {
  const { token, searchParams } = useAddressToken();
  const [declining, setDeclining] = useState(() => searchParams.get(escalaAnswerParam) === "nao");
  const lookup = useEscalaLookup(token);

  let body;
  if (!token) body = <Failure message={escalaMessages.invalid} />;
  else if (lookup.isPending)
    body = (
      <div aria-busy="true" aria-label={texts.loading} className="flex flex-col gap-3">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  else if (lookup.isError) body = <Failure message={refusalMessage(lookup.error, texts.failed)} />;
  else body = <Assignment token={token} assignment={lookup.data.assignment} declining={declining} setDeclining={setDeclining} />;

  return (
    <main className="flex min-h-svh items-start justify-center bg-muted p-4 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="flex items-center gap-2 text-xl font-semibold">
            <MusicIcon className="size-5" aria-hidden />
            {texts.title}
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{body}</CardContent>
      </Card>
    </main>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <>
      <ErrorAlert message={message} />
      <Link to={paths.home.href()} className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        {texts.backToHome}
      </Link>
    </>
  );
}

type AssignmentProps = { token: string; assignment: EscalaAssignment; declining: boolean; setDeclining: (value: boolean) => void };

function Assignment({ token, assignment, declining, setDeclining }: AssignmentProps) {
  const answer = useEscalaAnswer(token);
  const [reason, setReason] = useState("");
  const [changing, setChanging] = useState(false);
  const asking = assignment.status === "pendente" || changing;
  const failure = answer.isError ? refusalMessage(answer.error, texts.failed) : null;

  async function send(status: "confirmado" | "recusado") {
    await answer.mutateAsync({ answer: status, reason: status === "recusado" ? reason : null }).catch(() => undefined);
    setChanging(false);
    setDeclining(false);
  }

  return (
    <>
      <p className="font-medium">{texts.greeting(assignment.musicianName)}</p>
      <p>{texts.scheduled(assignment.churchName, assignment.position, assignment.bandName)}</p>
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CalendarIcon className="size-5" aria-hidden />
        <span className="sr-only">{texts.when}: </span>
        {formatDate(assignment.date)} · {formatTimeOfDay(assignment.time)}
      </p>
      <section aria-label={texts.songs} className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold">{texts.songs}</h2>
        {assignment.songs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{texts.noSongs}</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm">
            {assignment.songs.map((song, index) => (
              <li key={`${song.songName}-${index}`} className="flex flex-wrap items-center gap-2">
                {index + 1}. {song.songName}
                {song.musicalKey ? <Badge variant="secondary">{texts.keyOf(song.musicalKey)}</Badge> : null}
              </li>
            ))}
          </ol>
        )}
        <Link to={assignment.rehearsalPath} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {texts.rehearsal}
        </Link>
      </section>
      <ErrorAlert message={failure} />
      {asking ? (
        <section aria-label={texts.question} className="flex flex-col gap-3">
          <h2 className="font-semibold">{texts.question}</h2>
          {declining ? (
            <>
              <div className="flex flex-col gap-2">
                <Label htmlFor="escala-reason">{texts.reason}</Label>
                <Textarea
                  id="escala-reason"
                  value={reason}
                  maxLength={DECLINE_REASON_MAX_LENGTH}
                  placeholder={texts.reasonPlaceholder}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button className="h-11 flex-1" variant="destructive" disabled={answer.isPending} onClick={() => void send("recusado")}>
                  {answer.isPending ? texts.sending : texts.sendDecline}
                </Button>
                <Button className="h-11 flex-1" variant="outline" disabled={answer.isPending} onClick={() => void send("confirmado")}>
                  {texts.confirm}
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button className="h-11 flex-1" disabled={answer.isPending} onClick={() => void send("confirmado")}>
                {answer.isPending ? texts.sending : texts.confirm}
              </Button>
              <Button className="h-11 flex-1" variant="outline" disabled={answer.isPending} onClick={() => setDeclining(true)}>
                {texts.decline}
              </Button>
            </div>
          )}
        </section>
      ) : (
        <div className="flex flex-col gap-3">
          <Alert variant={assignment.status === "confirmado" ? "success" : "default"} role="status">
            {assignment.status === "confirmado" ? <CircleCheckIcon aria-hidden /> : <CircleAlertIcon aria-hidden />}
            <AlertDescription>
              {texts.answered[assignment.status]}
              {assignment.declineReason ? ` ${texts.yourReason(assignment.declineReason)}` : null}
            </AlertDescription>
          </Alert>
          <Button variant="outline" className="h-11" onClick={() => setChanging(true)}>
            {texts.change}
          </Button>
        </div>
      )}
    </>
  );
}
