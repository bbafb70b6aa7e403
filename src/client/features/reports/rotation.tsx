import { Link } from "react-router";
import type { ReportOverview } from "@shared/schemas/reports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { paths } from "@/lib/paths";
import { formatReportDate } from "./report-dates";
import { ReportFigures } from "./report-figures";
import { reportsTexts } from "./texts";

const texts = reportsTexts.rotation;

function SongLink({ id, name, author }: { id: string; name: string; author: string | null }) {
  return (
    <>
      <Link
        to={paths.admin.songs.detail.href(id)}
        className="font-medium break-words underline-offset-4 hover:underline touch:inline-flex touch:min-h-11 touch:items-center"
      >
        {name}
      </Link>
      {author && <p className="text-xs break-words text-muted-foreground">{author}</p>}
    </>
  );
}

/** On a phone, a table's rows as a list of small cards: the song, then its figures (docs/decisions/432). */
function SongCards({ label, songs }: { label: string; songs: { id: string; name: string; author: string | null; figures: [string, string][] }[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {songs.map((song) => (
        <li key={song.id} className="flex flex-col gap-2 rounded-lg border p-3">
          <div>
            <SongLink {...song} />
          </div>
          <ReportFigures figures={song.figures} />
        </li>
      ))}
    </ul>
  );
}

/** 'Rotação': the forgotten songs and how the new ones caught on. */
export function Rotation({ report }: { report: ReportOverview | undefined }) {
  const isMobile = useIsMobile();
  return (
    <section aria-labelledby="rotation-title" className="flex flex-col gap-4">
      <h2 id="rotation-title" className="text-xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card role="region" aria-label={texts.forgotten.title} className="min-w-0">
          <CardHeader>
            <CardTitle>{texts.forgotten.title}</CardTitle>
            <CardDescription>{texts.forgotten.description}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            {!report ? (
              <Skeleton className="h-24 w-full" />
            ) : report.forgotten.songs.length === 0 ? (
              <p className="text-sm text-muted-foreground">{texts.forgotten.empty}</p>
            ) : (
              <>
                {isMobile ? (
                  <SongCards
                    label={texts.forgotten.title}
                    songs={report.forgotten.songs.map((song) => ({
                      ...song,
                      figures: [
                        [texts.forgotten.lastPlayed, formatReportDate(song.lastPlayedAt)],
                        [texts.forgotten.executions, String(song.executions)],
                      ],
                    }))}
                  />
                ) : (
                  <Table aria-label={texts.forgotten.title}>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{reportsTexts.usage.columns.name}</TableHead>
                        <TableHead>{texts.forgotten.lastPlayed}</TableHead>
                        <TableHead className="text-right">{texts.forgotten.executions}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {report.forgotten.songs.map((song) => (
                        <TableRow key={song.id}>
                          <TableCell className="whitespace-normal">
                            <SongLink {...song} />
                          </TableCell>
                          <TableCell className="tabular-nums">{formatReportDate(song.lastPlayedAt)}</TableCell>
                          <TableCell className="text-right tabular-nums">{song.executions}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
                {report.forgotten.total > report.forgotten.songs.length && (
                  <p className="text-xs text-muted-foreground">
                    {texts.forgotten.more(report.forgotten.songs.length, report.forgotten.total)}
                  </p>
                )}
              </>
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-label={texts.adoption.title} className="min-w-0">
          <CardHeader>
            <CardTitle>{texts.adoption.title}</CardTitle>
            <CardDescription>{texts.adoption.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {!report ? (
              <Skeleton className="h-24 w-full" />
            ) : report.adoption.length === 0 ? (
              <p className="text-sm text-muted-foreground">{texts.adoption.empty}</p>
            ) : isMobile ? (
              <SongCards
                label={texts.adoption.title}
                songs={report.adoption.map((song) => ({
                  ...song,
                  figures: [
                    [texts.adoption.introducedOn, formatReportDate(song.introducedOn)],
                    [texts.adoption.introducedBy, song.introducedBy ?? "—"],
                    [texts.adoption.executionsAfter, String(song.executionsAfter)],
                    [texts.adoption.bandsAfter, String(song.bandsAfter)],
                  ],
                }))}
              />
            ) : (
              <Table aria-label={texts.adoption.title}>
                <TableHeader>
                  <TableRow>
                    <TableHead>{reportsTexts.usage.columns.name}</TableHead>
                    <TableHead>{texts.adoption.introducedOn}</TableHead>
                    <TableHead>{texts.adoption.introducedBy}</TableHead>
                    <TableHead className="text-right">{texts.adoption.executionsAfter}</TableHead>
                    <TableHead className="text-right">{texts.adoption.bandsAfter}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.adoption.map((song) => (
                    <TableRow key={song.id}>
                      <TableCell className="whitespace-normal">
                        <SongLink {...song} />
                      </TableCell>
                      <TableCell className="tabular-nums">{formatReportDate(song.introducedOn)}</TableCell>
                      <TableCell>{song.introducedBy ?? "—"}</TableCell>
                      <TableCell className="text-right tabular-nums">{song.executionsAfter}</TableCell>
                      <TableCell className="text-right tabular-nums">{song.bandsAfter}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
