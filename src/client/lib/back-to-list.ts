import { useCallback } from "react";
import { useLocation, useNavigate, type Location } from "react-router";

/**
 * "Voltar" from an admin detail screen back to the list as it was (search, sort, page: the list
 * keeps them in its URL), like the browser's back button (docs/decisions/223).
 *
 * A link from a list carries `state={fromList(location)}`; the detail screen's Voltar then goes
 * one step back in history, to that very entry. Opened any other way (a bookmark, the dashboard,
 * a reload that lost the history), it goes to the list's first page.
 */
export type FromListState = { backTo: string };

export const fromList = (location: Pick<Location, "pathname" | "search">): FromListState => ({
  backTo: `${location.pathname}${location.search}`,
});

function backToOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("backTo" in state)) return null;
  const backTo = (state as { backTo: unknown }).backTo;
  return typeof backTo === "string" && backTo.startsWith("/") ? backTo : null;
}

/** The list URL to show as the Voltar link's href, and the handler that goes back to it. */
export function useBackToList(listHref: string): { href: string; goBack: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const backTo = backToOf(location.state);
  const goBack = useCallback(() => {
    if (backTo) void navigate(-1);
    else void navigate(listHref);
  }, [backTo, listHref, navigate]);
  return { href: backTo ?? listHref, goBack };
}
