import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { clearToasts } from "@/components/ui/use-toast";
import { ListPage, type ListQueryState } from "./list-page";

afterEach(() => act(() => clearToasts()));

const texts = {
  title: "Bandas",
  description: "Gerencie as bandas da igreja.",
  searchLabel: "Pesquisar bandas",
  searchPlaceholder: "Pesquisar por nome ou ano...",
  loadingLabel: "Carregando bandas",
  empty: "Nenhuma banda encontrada",
};

const loaded: ListQueryState = { data: {}, isPending: false, isError: false, isFetching: false, errorUpdatedAt: 0, refetch: vi.fn() };

function renderList(query: Partial<ListQueryState>, props: { isEmpty?: boolean; onSearch?: (term: string) => void; onPageChange?: (page: number) => void } = {}) {
  render(
    <>
      <ListPage
        texts={texts}
        onSearch={props.onSearch ?? vi.fn()}
        query={{ ...loaded, ...query }}
        loadFailed="Não foi possível carregar as bandas."
        skeleton={{ item: <div />, className: "" }}
        isEmpty={props.isEmpty ?? false}
        pagination={props.onPageChange && { page: 1, pageCount: 3, onPageChange: props.onPageChange }}
      >
        <ul aria-label="Bandas">
          <li>Banda Ágape</li>
        </ul>
      </ListPage>
      <Toaster />
    </>,
  );
}

describe("ListPage", () => {
  it("shows the title, then the skeleton while the first load runs", () => {
    renderList({ data: undefined, isPending: true });
    expect(screen.getByRole("heading", { level: 1, name: "Bandas" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Carregando bandas" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Bandas" })).not.toBeInTheDocument();
  });

  it("shows the loaded list", () => {
    renderList({});
    expect(within(screen.getByRole("list", { name: "Bandas" })).getByText("Banda Ágape")).toBeInTheDocument();
    expect(screen.queryByText("Nenhuma banda encontrada")).not.toBeInTheDocument();
  });

  it("shows the spec's empty text instead of an empty list", () => {
    renderList({}, { isEmpty: true });
    expect(screen.getByText("Nenhuma banda encontrada")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Bandas" })).not.toBeInTheDocument();
  });

  it("searches with the trimmed term once typing stops, with one call for the whole term", async () => {
    const onSearch = vi.fn();
    renderList({}, { onSearch });
    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Pesquisar bandas" }), " agape ");
    expect(onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith("agape"));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("tells a failed load in a toast and offers to try again", async () => {
    const refetch = vi.fn();
    renderList({ data: undefined, isError: true, errorUpdatedAt: 1, refetch });
    const toasts = within(screen.getByRole("region", { name: /Notificações/ }));
    expect(await toasts.findByText("Não foi possível carregar as bandas.")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("pages with Anterior, the numbers and Próximo", async () => {
    const onPageChange = vi.fn();
    renderList({}, { onPageChange });
    const user = userEvent.setup();
    expect(screen.getByRole("button", { name: "Anterior" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Página 3" }));
    await user.click(screen.getByRole("button", { name: "Próximo" }));
    expect(onPageChange.mock.calls).toEqual([[3], [2]]);
  });
});
