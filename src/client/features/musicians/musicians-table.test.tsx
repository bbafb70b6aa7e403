import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Musician } from "@shared/schemas/musicians";
import { onAPhone } from "@/test-support/phone-width";
import { MusiciansTable } from "./musicians-table";
import { musiciansTexts as texts } from "./texts";

const musicians: Musician[] = [
  { id: "m1", name: "João Silva", isMultibanda: false, instrument: "Violão", bio: null, avatarUrl: null, email: null, phone: null },
  { id: "m2", name: "Raquel Mendes", isMultibanda: true, instrument: null, bio: null, avatarUrl: null, email: null, phone: null },
];

describe("musicians on a phone (docs/decisions/432)", () => {
  onAPhone();

  it("shows each musician as a card with instrument, status and both actions, and no table", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<MusiciansTable musicians={musicians} onEdit={onEdit} onDelete={onDelete} />);

    const joao = within(screen.getByRole("article", { name: "João Silva" }));
    expect(joao.getByRole("heading", { name: "João Silva" })).toBeInTheDocument();
    expect(joao.getByText("Violão")).toBeInTheDocument();
    expect(joao.getByText(texts.status.regular)).toBeInTheDocument();
    const raquel = within(screen.getByRole("article", { name: "Raquel Mendes" }));
    expect(raquel.getByText("—")).toBeInTheDocument();
    expect(raquel.getByText(texts.status.multibanda)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(joao.getByRole("button", { name: texts.editMusician("João Silva") }));
    expect(onEdit).toHaveBeenCalledWith(musicians[0]);
    await user.click(raquel.getByRole("button", { name: texts.deleteMusician("Raquel Mendes") }));
    expect(onDelete).toHaveBeenCalledWith(musicians[1]);
  });
});
