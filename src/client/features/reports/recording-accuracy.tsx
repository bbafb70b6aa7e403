import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useRecordingAccuracy } from "./api";
import { reportsTexts } from "./texts";

const texts = reportsTexts.recordingAccuracy;

/**
 * 'Acerto das propostas' (issue 43): over every service saved from a reviewed analysis, how many
 * final segments kept the proposed start and end (within 5 s), and how many songs the analysis named
 * right. Not filtered by the period: the figures are few and only grow with time.
 */
export function RecordingAccuracyCard() {
  const accuracy = useRecordingAccuracy();
  const figures = accuracy.data;
  return (
    <Card role="region" aria-label={texts.title}>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        {accuracy.isError ? (
          <p className="text-muted-foreground">{reportsTexts.loadFailed}</p>
        ) : !figures ? (
          <Skeleton aria-label={texts.title} className="h-16 w-full max-w-sm" />
        ) : figures.services === 0 ? (
          <p className="text-muted-foreground">{texts.empty}</p>
        ) : (
          <ul className="flex flex-col gap-1 tabular-nums">
            <li>{texts.boundaries(figures.boundaries.within, figures.boundaries.total)}</li>
            <li>{texts.names(figures.names.right, figures.names.total)}</li>
            <li className="text-muted-foreground">{texts.services(figures.services)}</li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
