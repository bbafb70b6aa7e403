import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from "@shared/images";
import { ImagePicker } from "./image-picker";

function setup(props: Partial<Parameters<typeof ImagePicker>[0]> = {}) {
  const onSelect = vi.fn();
  const onInvalid = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const view = render(<ImagePicker label="Imagem da banda" imageUrl={null} onSelect={onSelect} onInvalid={onInvalid} {...props} />);
  return { ...view, onSelect, onInvalid, user, input: screen.getByLabelText("Imagem da banda") };
}

describe("ImagePicker", () => {
  it("shows a placeholder, then the image it is given", () => {
    const { rerender, onSelect } = setup();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Escolher imagem" })).toBeEnabled();
    rerender(<ImagePicker label="Imagem da banda" imageUrl="/uploads/band-images/x.webp" onSelect={onSelect} />);
    expect(screen.getByRole("img", { name: "Imagem da banda" })).toHaveAttribute("src", "/uploads/band-images/x.webp");
    expect(screen.getByRole("button", { name: "Trocar imagem" })).toBeEnabled();
  });

  it("accepts only images in the file dialog", () => {
    const { input } = setup();
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/*");
  });

  it("hands over an image of at most 5MB", async () => {
    const { user, input, onSelect, onInvalid } = setup();
    const file = new File([new Uint8Array(1024)], "foto.png", { type: "image/png" });
    await user.upload(input, file);
    expect(onSelect).toHaveBeenCalledWith(file);
    expect(onInvalid).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["a text file", new File(["oi"], "notas.txt", { type: "text/plain" }), INVALID_IMAGE_MESSAGE],
    ["an SVG", new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }), INVALID_IMAGE_MESSAGE],
    ["an image over 5MB", new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "grande.jpg", { type: "image/jpeg" }), IMAGE_TOO_LARGE_MESSAGE],
  ])("refuses %s with the spec's message", async (_case, file, message) => {
    const { user, input, onSelect, onInvalid } = setup();
    await user.upload(input, file);
    expect(onSelect).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(message);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("shows a progress bar while uploading and blocks another pick", () => {
    setup({ progress: 0.42 });
    expect(screen.getByRole("progressbar", { name: "Enviando imagem..." })).toHaveAttribute("aria-valuenow", "42");
    expect(screen.getByText("Enviando imagem... 42%")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Escolher imagem" })).toBeDisabled();
  });

  it("shows an error from outside and the hint", () => {
    setup({ error: "A imagem deve ter no máximo 5MB.", hint: "Quadrada, 200x200" });
    expect(screen.getByRole("alert")).toHaveTextContent("A imagem deve ter no máximo 5MB.");
    expect(screen.getByText("Quadrada, 200x200")).toBeInTheDocument();
  });
});
