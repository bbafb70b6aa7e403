import { useMutation, type QueryClient, type QueryFilters, type QueryKey } from "@tanstack/react-query";

/** What a write does to the cache once the server has answered, in this order. */
export type CacheUpdate<TData, TVariables> = {
  /** Puts the answer in the cache, so the screen shows it without asking again. */
  set?: (data: TData, variables: TVariables) => { queryKey: QueryKey; data: unknown };
  /** Drops the queries of a record that is gone, so nothing asks for it again. */
  remove?: (variables: TVariables) => readonly QueryKey[];
  /**
   * Marks queries stale, one after the other (those on screen refetch, the others when next
   * shown): a key reaches every key it starts; filters reach what they match (`everyQuery`).
   */
  invalidate?: readonly (QueryKey | QueryFilters)[];
  /**
   * `settled`: invalidate after a failure too, for a write that may have happened although its
   * answer failed (an upload). `set` and `remove` still follow a success only. Default `success`.
   */
  invalidateOn?: "success" | "settled";
};

/** Every query in the cache: for a write whose effects reach beyond its own feature. */
export const everyQuery: QueryFilters = {};

async function invalidate(client: QueryClient, targets: readonly (QueryKey | QueryFilters)[] = []): Promise<void> {
  for (const target of targets) {
    await client.invalidateQueries(Array.isArray(target) ? { queryKey: target } : (target as QueryFilters));
  }
}

/**
 * A mutation of our API and what it does to the cache, declared in one place:
 *
 *     const useDeleteBand = () =>
 *       useApiMutation((id: string) => apiClient.delete<void>(adminApi("bands", id)), {
 *         remove: (id) => [bandKeys.detail(id)],
 *         invalidate: [bandKeys.lists()],
 *       });
 *
 * Never retried (the client's default for mutations); the cache work is awaited, so `mutateAsync`
 * resolves once what is on screen has the new data.
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  update: CacheUpdate<TData, TVariables>,
) {
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables, _onMutateResult, { client }) => {
      const put = update.set?.(data, variables);
      if (put) client.setQueryData(put.queryKey, put.data);
      for (const queryKey of update.remove?.(variables) ?? []) client.removeQueries({ queryKey });
      await invalidate(client, update.invalidate);
    },
    onError: (_error, _variables, _onMutateResult, { client }) =>
      update.invalidateOn === "settled" ? invalidate(client, update.invalidate) : undefined,
  });
}
