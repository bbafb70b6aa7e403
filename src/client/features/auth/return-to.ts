import type { Location } from "react-router";
import { paths } from "@/lib/paths";

/**
 * The guard sends signed-out visitors to the login page with the page they
 * asked for in the navigation state; after signing in they go back there.
 */
export type ReturnToState = { from: Pick<Location, "pathname" | "search" | "hash"> };

export function returnToState(location: Location): ReturnToState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

function isReturnToState(state: unknown): state is ReturnToState {
  if (typeof state !== "object" || state === null || !("from" in state)) return false;
  const from = (state as { from: unknown }).from;
  return (
    typeof from === "object" &&
    from !== null &&
    typeof (from as { pathname?: unknown }).pathname === "string"
  );
}

const publicAdminPaths: string[] = [paths.admin.login.pattern, paths.admin.forgotPassword.pattern];

/** Where to go after signing in: the remembered admin page, or the dashboard. */
export function returnToPath(state: unknown): string {
  if (!isReturnToState(state)) return paths.admin.dashboard.href();
  const { pathname, search = "", hash = "" } = state.from;
  const adminRoot = paths.admin.root.pattern;
  const isAdminPage = pathname === adminRoot || pathname.startsWith(`${adminRoot}/`);
  if (!isAdminPage || publicAdminPaths.includes(pathname)) return paths.admin.dashboard.href();
  return `${pathname}${search}${hash}`;
}
