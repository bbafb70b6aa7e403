import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { churchExportUrl } from "./api";
import { churchTexts } from "./texts";

const texts = churchTexts.export;

/**
 * 'Exportar dados da igreja': a plain link to the export endpoint, so the browser downloads the
 * zip itself (with the session cookie, its own progress and the server's file name).
 */
export function ChurchExportCard() {
  return (
    <Card role="region" aria-label={texts.title}>
      <CardHeader>
        <CardTitle>{texts.title}</CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <a href={churchExportUrl()} download>
            <DownloadIcon aria-hidden />
            {texts.download}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
