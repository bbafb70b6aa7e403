import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubBrowserGaps } from "@/test-support/browser-gaps";
import { SortSelect, sortSelectTexts } from "./sort-select";

const columns = [
  { column: "name", label: "Nome" },
  { column: "count", label: "Execuções" },
] as const;

beforeEach(() => {
  stubBrowserGaps();
  return () => vi.unstubAllGlobals();
});

describe("SortSelect (the column heads' sorting, for a phone's cards)", () => {
  it("shows the column and the order, sorts by another column on a pick, and flips the order with the button", async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<SortSelect columns={columns} sort="name" direction="asc" onSort={onSort} />);

    const select = screen.getByRole("combobox", { name: sortSelectTexts.label });
    expect(select).toHaveTextContent("Nome");
    const order = screen.getByRole("button", { name: sortSelectTexts.direction("asc") });
    expect(order).toHaveTextContent(sortSelectTexts.ascending);

    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Execuções" }));
    expect(onSort).toHaveBeenLastCalledWith("count");

    await user.click(order);
    expect(onSort).toHaveBeenLastCalledWith("name");
  });

  it("names a descending order", () => {
    render(<SortSelect columns={columns} sort="count" direction="desc" onSort={() => {}} />);
    expect(screen.getByRole("button", { name: sortSelectTexts.direction("desc") })).toHaveTextContent(sortSelectTexts.descending);
  });
});
