import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { serviceKeys } from "./service-keys";

export function deleteSegment({ serviceId, segmentId }: { serviceId: string; segmentId: string }): Promise<void> {
  return apiClient.delete<void>(
    `/api/admin/services/${encodeURIComponent(serviceId)}/segments/${encodeURIComponent(segmentId)}`,
  );
}

export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSegment,
    onSuccess: async (_result, { serviceId }) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(serviceId) });
      // The song's statistics changed as well: everything cached goes stale; the list reloads.
      await queryClient.invalidateQueries();
    },
  });
}
