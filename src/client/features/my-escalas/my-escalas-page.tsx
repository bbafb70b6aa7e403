import { MusicIcon } from "lucide-react";
import { Link } from "react-router";
import { myEscalasMessages } from "@shared/schemas/my-escalas";
import { ErrorAlert } from "@/components/error-alert";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAddressToken } from "@/hooks/use-address-token";
import { refusalMessage } from "@/lib/error-description";
import { paths } from "@/lib/paths";
import { useMyEscalas } from "./api";
import { AssignmentList } from "./assignment-list";
import { BlockoutSection } from "./blockout-section";
import { CalendarSection } from "./calendar-section";
import { myEscalasTexts as texts } from "./texts";

/**
 * `/minhas-escalas?token=…` (issue 41): the musician's own page, from any escala mail, with no
 * account. Their upcoming assignments to answer, their blockout dates and their calendar feed.
 * The token is a key: kept in memory and taken out of the address bar at once.
 */
export function MyEscalasPage() {
  const { token } = useAddressToken();
  const page = useMyEscalas(token);

  let body;
  if (!token) body = <Failure message={myEscalasMessages.invalid} />;
  else if (page.isPending)
    body = (
      <Card aria-busy="true" aria-label={texts.loading}>
        <CardContent className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </CardContent>
      </Card>
    );
  else if (page.isError) body = <Failure message={refusalMessage(page.error, texts.failed)} />;
  else
    body = (
      <>
        <div className="flex flex-col gap-1">
          <p className="font-medium">{texts.greeting(page.data.musicianName)}</p>
          <p className="text-sm text-muted-foreground">{texts.church(page.data.churchName)}</p>
        </div>
        <AssignmentList token={token} assignments={page.data.assignments} />
        <BlockoutSection token={token} blockouts={page.data.blockouts} />
        <CalendarSection calendarUrl={page.data.calendarUrl} />
      </>
    );

  return (
    <main className="flex min-h-svh justify-center bg-muted p-4">
      <div className="flex w-full max-w-xl min-w-0 flex-col gap-4">
        <h1 className="flex items-center gap-2 text-xl font-semibold">
          <MusicIcon className="size-5" aria-hidden />
          {texts.title}
        </h1>
        {body}
      </div>
    </main>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <ErrorAlert message={message} />
        <Link to={paths.home.href()} className="inline-flex items-center text-sm text-muted-foreground underline-offset-4 hover:underline max-md:h-11">
          {texts.backToHome}
        </Link>
      </CardContent>
    </Card>
  );
}
