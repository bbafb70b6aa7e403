import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EscalaAnswerInput, EscalaLookupResponse } from "@shared/schemas/escala";
import { apiClient } from "@/lib/api-client";

const lookupKey = (token: string) => ["escala-lookup", token] as const;

/** What the link is for: the service, the position, the songs and the answer so far. */
export const useEscalaLookup = (token: string) =>
  useQuery({
    queryKey: lookupKey(token),
    queryFn: () => apiClient.post<EscalaLookupResponse>("/api/escala/lookup", { token }),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });

/** 'Confirmar' or 'Não posso': the answer comes back and replaces what the page shows. */
export const useEscalaAnswer = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<EscalaAnswerInput, "token">) => apiClient.post<EscalaLookupResponse>("/api/escala/answer", { token, ...input }),
    onSuccess: (data) => queryClient.setQueryData(lookupKey(token), data),
  });
};
