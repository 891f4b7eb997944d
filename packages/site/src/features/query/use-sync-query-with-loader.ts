import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * A later navigation brings fresher data from the route's loader than the query may hold: it
 * replaces the query's copy, unless a change (a mutation under `mutationKey`) is on its way.
 */
export function useSyncQueryWithLoader<T>(queryKey: QueryKey, mutationKey: QueryKey, loaderData: T): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!client.isMutating({ mutationKey })) client.setQueryData(queryKey, loaderData);
  }, [client, queryKey, mutationKey, loaderData]);
}
