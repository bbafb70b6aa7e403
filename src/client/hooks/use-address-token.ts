import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { tokenParam } from "@/lib/paths";

/**
 * The `?token=…` of a mailed link ("" when there is none). The token is a key: kept in memory and
 * taken out of the address bar at once, so that neither analytics, nor the history, nor a shared
 * screenshot carries it. Also hands back the address's parameters, for a page that reads another
 * one as it opens (they are gone after the first render).
 */
export function useAddressToken(): { token: string; searchParams: URLSearchParams } {
  const [searchParams, setSearchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get(tokenParam) ?? "");
  const tokenInAddress = searchParams.has(tokenParam);
  useEffect(() => {
    if (tokenInAddress) setSearchParams({}, { replace: true });
  }, [tokenInAddress, setSearchParams]);
  return { token, searchParams };
}
