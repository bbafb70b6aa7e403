import { MusicIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { homeTexts as texts } from "./texts";

/** The public landing page until the church directory replaces it. */
export function HomePage() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-6 p-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <MusicIcon className="size-6" aria-hidden />
      </span>
      <h1 className="text-4xl font-bold tracking-tight">{texts.productName}</h1>
      <p className="max-w-md text-lg text-muted-foreground">{texts.description}</p>
      <Button asChild variant="outline">
        <Link to={paths.admin.login.href()}>{texts.adminLink}</Link>
      </Button>
    </main>
  );
}
