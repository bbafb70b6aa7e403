import { useQuery } from "@tanstack/react-query";
import type { SignupStatusResponse } from "@shared/schemas/signup";
import { apiClient } from "@/lib/api-client";

/** Whether SIGNUP=open (issue 24): the login page shows 'Criar conta' only then. */
export const signupStatusQuery = {
  queryKey: ["signup-status"] as const,
  queryFn: () => apiClient.get<SignupStatusResponse>("/api/signup"),
  staleTime: Infinity,
  retry: false,
};

export const useSignupOpen = () => useQuery(signupStatusQuery).data?.open === true;

export const signupLinkText = "Criar conta";
