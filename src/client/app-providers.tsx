import { lazy, Suspense, useState, type ReactNode } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useAnyToastRaised } from "@/components/ui/use-toast";
import { useHydrated } from "@/hooks/use-hydrated";
import { createQueryClient } from "@/lib/query-client";

// The toast UI (Radix) is loaded after the first paint, keeping the public pages' initial
// JavaScript within budget (docs/decisions/176); the toast() store it reads is tiny and eager,
// so a toast raised before it arrives is shown when it does. Tooltips get their provider from
// the admin sidebar, their only user.
const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/** Everything the screens expect around them: the server-state cache and the toasts. */
export function AppProviders({
  children,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  // Not in the server's HTML: the toasts' code loads after the page is live. A page the server
  // rendered (a visitor's public page, where toasts are rare) mounts it with its first toast,
  // so its start does not spend a phone's time on it (docs/decisions/484).
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  const toastRaised = useAnyToastRaised();
  const [toasterNeeded, setToasterNeeded] = useState(false);
  if (hydrated && !toasterNeeded && (!serverRendered || toastRaised)) setToasterNeeded(true);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasterNeeded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
