import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BlockoutInput, MyEscalasResponse } from "@shared/schemas/my-escalas";
import { apiClient, apiRequest } from "@/lib/api-client";

/** Every answer of /api/escala/me… is the whole page again; mutations put it in the cache. */
export const myEscalasKeys = {
  all: ["my-escalas"] as const,
  page: (token: string) => [...myEscalasKeys.all, token] as const,
};

/** The musician's page: who, their upcoming assignments, their blockouts and the calendar feed. */
export const useMyEscalas = (token: string) =>
  useQuery({
    queryKey: myEscalasKeys.page(token),
    queryFn: () => apiClient.post<MyEscalasResponse>("/api/escala/me", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });

function usePageMutation<I>(token: string, send: (input: I) => Promise<MyEscalasResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => queryClient.setQueryData(myEscalasKeys.page(token), data),
  });
}

/** 'Confirmar' or 'Não posso' on one of the musician's assignments. */
export const useAnswerMine = (token: string) =>
  usePageMutation(token, (input: { assignmentId: string; answer: "confirmado" | "recusado"; reason: string | null }) =>
    apiClient.post<MyEscalasResponse>("/api/escala/me/answer", { token, ...input }),
  );

export const useAddBlockout = (token: string) =>
  usePageMutation(token, (blockout: BlockoutInput) => apiClient.post<MyEscalasResponse>("/api/escala/me/blockouts", { token, blockout }));

export const useRemoveBlockout = (token: string) =>
  usePageMutation(token, (blockoutId: string) =>
    apiRequest<MyEscalasResponse>(`/api/escala/me/blockouts/${encodeURIComponent(blockoutId)}`, { method: "DELETE", body: { token } }),
  );
