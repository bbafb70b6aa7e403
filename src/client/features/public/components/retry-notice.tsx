import { Button } from "@/components/ui/button";
import { publicTexts as texts } from "./texts";

/** A public page's failed load: the message, and "Tentar novamente". */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-destructive">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}
