import { cn } from "@/lib/cn";

/** The line under a listing: loading more, or how much is shown. */
export function EndMessage({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p role="status" className={cn("py-6 text-center text-sm text-muted-foreground", className)}>
      {children}
    </p>
  );
}
