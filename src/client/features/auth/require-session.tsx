import { Navigate, Outlet, useLocation } from "react-router";
import { authClient } from "@/lib/auth-client";
import { paths } from "@/lib/paths";
import { returnToState } from "./return-to";
import { authTexts } from "./texts";

/**
 * Access guard of the admin area (spec §2). It follows the session store, so it
 * reacts to signing in and out, also from another tab.
 */
export function RequireSession() {
  const { data: session, isPending } = authClient.useSession();
  const location = useLocation();

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
