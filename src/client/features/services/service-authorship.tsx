import { format } from "date-fns";
import type { RecordAuthorship } from "@shared/schemas/history";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;
const when = (at: string) => format(new Date(at), "dd/MM/yyyy HH:mm");

/**
 * 'Criado por {name} em {date}' and 'Última alteração por {name} em {date}' (issue 24): only what
 * the history knows (a service older than it shows no creation line; one never changed since, no
 * last change).
 */
export function ServiceAuthorship({ authorship }: { authorship: RecordAuthorship }) {
  const { created, lastChanged } = authorship;
  if (!created && !lastChanged) return null;
  return (
    <div className="flex flex-col gap-0.5 text-sm text-muted-foreground" data-testid="service-authorship">
      {created && <p>{texts.createdBy(created.by, when(created.at))}</p>}
      {lastChanged && <p>{texts.lastChangedBy(lastChanged.by, when(lastChanged.at))}</p>}
    </div>
  );
}
