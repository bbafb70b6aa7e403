import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { returnToState } from "./return-to";
import { authTexts } from "./texts";

/**
 * Access guard of the admin area (spec §2). It follows the session store, so it
 * reacts to signing in and out, also from another tab; and to the server's word: an admin call
 * answered 401 (the session was ended elsewhere: a removed member, a changed role, a password
 * changed on another device) reads the session again, which sends the page to the login.
 */
export function RequireSession() {
  const { data: session, isPending, refetch } = authClient.useSession();
  const location = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => whenSignedOutByServer(queryClient, () => void refetch()), [queryClient, refetch]);

  if (isPending) {
    return (
      <div role="status" className="flex min-h-svh items-center justify-center text-muted-foreground">
        {authTexts.loading}
      </div>
    );
  }

  if (!session) {
    return <Navigate to={paths.admin.login.href()} state={returnToState(location)} replace />;
  }

  return <Outlet />;
}

/** Calls `onSignedOut` whenever a query or a mutation fails with a 401; returns the unsubscribe. */
function whenSignedOutByServer(client: QueryClient, onSignedOut: () => void): () => void {
  const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && signedOut(event.action.error)) onSignedOut();
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && signedOut(event.action.error)) onSignedOut();
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
