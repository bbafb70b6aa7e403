import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { clearToasts } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { ConfirmDeleteDialog } from "./confirm-delete-dialog";

afterEach(() => act(() => clearToasts()));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(onConfirm: () => Promise<unknown>, onClose = vi.fn()) {
  render(
    <>
      <ConfirmDeleteDialog
        title="Excluir banda"
        description="Tem certeza? Esta ação não pode ser desfeita."
        onConfirm={onConfirm}
        onClose={onClose}
        toasts={{ deleted: "Banda excluída com sucesso!", failed: "Não foi possível excluir a banda." }}
      />
      <Toaster />
    </>,
  );
  return { onClose, dialog: screen.getByRole("alertdialog", { name: "Excluir banda" }) };
}

const toasts = () => within(screen.getByRole("region", { name: /Notificações/, hidden: true }));

describe("ConfirmDeleteDialog", () => {
  it("shows 'Excluindo...' and cannot be cancelled while deleting, then says so and closes", async () => {
    const deletion = deferred();
    const { dialog, onClose } = renderDialog(() => deletion.promise);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(within(dialog).getByRole("button", { name: "Excluindo..." })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancelar" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();

    act(() => deletion.resolve());
    expect(await toasts().findByText("Banda excluída com sucesso!")).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("tells a refusal with the server's reason, and closes", async () => {
    const reason = "Esta banda tem 3 cultos registrados.";
    const { dialog, onClose } = renderDialog(() => Promise.reject(new ApiError({ status: 409, code: "band_in_services", message: reason })));
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Excluir" }));
    expect(await toasts().findByText(`Não foi possível excluir a banda. ${reason}`)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("deletes nothing when cancelled", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { dialog, onClose } = renderDialog(onConfirm);
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
