/** Placeholder until the public-area issue replaces this file. */
export function ChurchBandsPage() {
  return <p className="p-6 text-muted-foreground">Esta página ainda está em construção.</p>;
}
