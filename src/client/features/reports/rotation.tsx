import { Link } from "react-router";
import type { ReportOverview } from "@shared/schemas/reports";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { paths } from "@/lib/paths";
import { formatReportDate } from "./report-dates";
import { reportsTexts } from "./texts";

const texts = reportsTexts.rotation;

function SongLink({ id, name, author }: { id: string; name: string; author: string | null }) {
  return (
    <>
      <Link to={paths.admin.songs.detail.href(id)} className="font-medium underline-offset-4 hover:underline">
        {name}
      </Link>
      {author && <p className="text-xs text-muted-foreground">{author}</p>}
    </>
  );
}

/** 'Rotação': the forgotten songs and how the new ones caught on. */
export function Rotation({ report }: { report: ReportOverview | undefined }) {
  return (
    <section aria-labelledby="rotation-title" className="flex flex-col gap-4">
      <h2 id="rotation-title" className="text-xl font-semibold tracking-tight">
        {texts.title}
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card role="region" aria-label={texts.forgotten.title}>
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
                {report.forgotten.total > report.forgotten.songs.length && (
                  <p className="text-xs text-muted-foreground">
                    {texts.forgotten.more(report.forgotten.songs.length, report.forgotten.total)}
                  </p>
                )}
              </>
            )}
          </CardContent>
        </Card>
        <Card role="region" aria-label={texts.adoption.title}>
          <CardHeader>
            <CardTitle>{texts.adoption.title}</CardTitle>
            <CardDescription>{texts.adoption.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {!report ? (
              <Skeleton className="h-24 w-full" />
            ) : report.adoption.length === 0 ? (
              <p className="text-sm text-muted-foreground">{texts.adoption.empty}</p>
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
