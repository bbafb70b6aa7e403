import { adminShellTexts } from "./texts";

/** Stands in for an admin screen until its own issue builds it. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{adminShellTexts.underConstruction}</p>
    </section>
  );
}
