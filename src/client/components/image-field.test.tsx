import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { clearToasts } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { ImageField } from "./image-field";
import { useImageField, type ImageSaveActions, type ImageSaveResult } from "./use-image-field";

afterEach(() => act(() => clearToasts()));

const STORED = "/uploads/band-images/stored.webp";

/** A form with one image field and a save button that sends the change through `actions`. */
function Harness({ actions, onSaved }: { actions: ImageSaveActions<string>; onSaved: (result: ImageSaveResult<string>) => void }) {
  const image = useImageField(STORED, "Não foi possível enviar a imagem da banda.");
  return (
    <>
      <ImageField state={image} label="Imagem da banda" removeLabel="Remover imagem" />
      <button type="button" onClick={() => void image.save(actions).then(onSaved)}>
        Salvar
      </button>
      <Toaster />
    </>
  );
}

function renderField(actions: Partial<ImageSaveActions<string>> = {}) {
  const onSaved = vi.fn();
  const upload = actions.upload ?? vi.fn(() => Promise.resolve("uploaded"));
  const remove = actions.remove ?? vi.fn(() => Promise.resolve("removed"));
  render(<Harness actions={{ upload, remove }} onSaved={onSaved} />);
  return { onSaved, upload, remove, user: userEvent.setup() };
}

const png = () => new File([new Uint8Array(64)], "foto.png", { type: "image/png" });
const shownImage = () => screen.queryByRole("img", { name: "Imagem da banda" });

describe("ImageField", () => {
  it("keeps the stored image: saving sends nothing", async () => {
    const { user, onSaved, upload, remove } = renderField();
    expect(shownImage()).toHaveAttribute("src", STORED);
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ status: "unchanged" }));
    expect(upload).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it("removes the image: it disappears at once and saving removes it", async () => {
    const { user, onSaved, remove } = renderField();
    await user.click(screen.getByRole("button", { name: "Remover imagem" }));
    expect(shownImage()).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remover imagem" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ status: "saved", result: "removed" }));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("replaces the image: shows the picked file, then uploads it with a progress bar", async () => {
    let report: (fraction: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = vi.fn((_file: File, onProgress: (fraction: number) => void) => {
      report = onProgress;
      return new Promise<string>((resolve) => (finish = resolve));
    });
    const { user, onSaved } = renderField({ upload });
    await user.upload(screen.getByLabelText("Imagem da banda"), png());
    await waitFor(() => expect(shownImage()?.getAttribute("src")).toMatch(/^data:image\/png/));
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    act(() => report(0.5));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    act(() => finish("uploaded"));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ status: "saved", result: "uploaded" }));
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(upload.mock.calls[0]?.[0]).toBeInstanceOf(File);
  });

  it("shows the server's refusal under the field and in a toast, and drops the refused file", async () => {
    const refusal = new ApiError({ status: 422, code: "invalid_image", message: "Por favor, selecione um arquivo de imagem válido." });
    const { user, onSaved } = renderField({ upload: () => Promise.reject(refusal) });
    await user.upload(screen.getByLabelText("Imagem da banda"), png());
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ status: "failed", error: refusal }));
    expect(screen.getByRole("alert")).toHaveTextContent("Por favor, selecione um arquivo de imagem válido.");
    const toasts = within(screen.getByRole("region", { name: /Notificações/ }));
    expect(toasts.getByText("Não foi possível enviar a imagem da banda. Por favor, selecione um arquivo de imagem válido.")).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute("src", STORED);
  });
});
