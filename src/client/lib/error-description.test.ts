import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { errorDescription } from "./error-description";

const fallback = "Não foi possível excluir o músico.";

describe("errorDescription", () => {
  it("adds the server's reason to the spec's message when the user can act on it", () => {
    const reason = "Este músico participou de 2 cultos e não pode ser excluído.";
    const error = new ApiError({ status: 409, code: "musician_in_services", message: reason });
    expect(errorDescription(fallback, error)).toBe(`${fallback} ${reason}`);
  });

  it("keeps the spec's message alone for server failures, field validation and network errors", () => {
    expect(errorDescription(fallback, new ApiError({ status: 500, code: "internal_error", message: "Erro interno do servidor." }))).toBe(fallback);
    expect(errorDescription(fallback, new ApiError({ status: 422, code: "validation_failed", message: "Dados inválidos." }))).toBe(fallback);
    expect(errorDescription(fallback, new TypeError("Failed to fetch"))).toBe(fallback);
  });
});
