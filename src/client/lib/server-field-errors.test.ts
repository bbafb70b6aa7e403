import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "./server-field-errors";

type Values = { name: string; bio: string; members: { musicianId: string; instruments: string }[] };

function renderForm() {
  return renderHook(() =>
    useForm<Values>({ defaultValues: { name: "", bio: "", members: [{ musicianId: "", instruments: "" }] } }),
  ).result;
}

function refused(issues: { path: string | string[]; message: string }[]) {
  return new ApiError({ status: 422, code: "validation_failed", message: "Dados inválidos.", issues: issues as never });
}

describe("applyServerFieldErrors", () => {
  it("puts each issue's message on the field named by its path", () => {
    const form = renderForm();
    let applied = false;
    act(() => {
      applied = applyServerFieldErrors(
        refused([
          { path: "bio", message: "A biografia deve ter no máximo 2000 caracteres." },
          { path: "name", message: "O nome é obrigatório." },
        ]),
        form.current.setError,
        ["name", "bio"],
      );
    });
    expect(applied).toBe(true);
    expect(form.current.getFieldState("bio").error).toMatchObject({ type: "server", message: "A biografia deve ter no máximo 2000 caracteres." });
    expect(form.current.getFieldState("name").error?.message).toBe("O nome é obrigatório.");
  });

  it("leaves out issues of fields the form does not list, and says when none landed", () => {
    const form = renderForm();
    let applied = true;
    act(() => {
      applied = applyServerFieldErrors(refused([{ path: "churchId", message: "Igreja inválida." }]), form.current.setError, ["name"]);
    });
    expect(applied).toBe(false);
    expect(form.current.getFieldState("name").error).toBeUndefined();
  });

  it("maps nested paths through a function, joining array paths", () => {
    const form = renderForm();
    act(() => {
      applyServerFieldErrors(
        refused([
          { path: "members.0.musicianId", message: "ID de músico inválido." },
          { path: ["members", "0", "instrument", "1"], message: "Instrumento longo demais." },
        ]),
        form.current.setError,
        (path) => {
          if (path === "members.0.musicianId") return "members.0.musicianId";
          return path.startsWith("members.0.instrument") ? "members.0.instruments" : null;
        },
      );
    });
    expect(form.current.getFieldState("members.0.musicianId").error?.message).toBe("ID de músico inválido.");
    expect(form.current.getFieldState("members.0.instruments").error?.message).toBe("Instrumento longo demais.");
  });

  it("changes nothing for an error without issues or one that is not from the API", () => {
    const form = renderForm();
    const setError = form.current.setError;
    expect(applyServerFieldErrors(new ApiError({ status: 500, code: "internal_error", message: "Erro." }), setError, ["name"])).toBe(false);
    expect(applyServerFieldErrors(new Error("offline"), setError, ["name"])).toBe(false);
    expect(form.current.getFieldState("name").error).toBeUndefined();
  });
});
