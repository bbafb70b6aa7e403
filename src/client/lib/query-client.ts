import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** Spec §9 "Data cache defaults". */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/** A 4xx will answer the same way next time; everything else (5xx, network) may recover. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      // A mutation is a user action: it is never repeated behind the user's back.
      mutations: { retry: 0 },
    },
  });
}
