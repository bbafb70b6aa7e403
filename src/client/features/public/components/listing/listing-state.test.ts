import { describe, expect, it } from "vitest";
import {
  listingSearchParams,
  listingStorageKeys,
  normaliseSearch,
  paramsForPage,
  paramsForSearch,
  paramsForServiceSort,
  paramsForSongSort,
  paramsForTab,
  paramsForView,
  readListingState,
  readPage,
  searchFormFields,
  toSearch,
  type ListingDefaults,
  type StoredListingState,
} from "./listing-state";

const defaults: ListingDefaults = { tab: "cultos", view: "grid" };
const none: StoredListingState = { tab: null, view: null };
const state = (search: string, stored: StoredListingState = none, given: ListingDefaults = defaults) =>
  readListingState(new URLSearchParams(search), stored, given);
const read = (search: string, stored: StoredListingState = none, given: ListingDefaults = defaults) => {
  const { tab, view, replacement } = state(search, stored, given);
  return { tab, view, replacement: replacement?.toString() ?? null };
};

describe("readListingState", () => {
  it("takes valid URL values as they are, without touching the URL", () => {
    expect(read("tab=cultos&view=list")).toEqual({ tab: "cultos", view: "list", replacement: null });
    expect(read("tab=musicas")).toEqual({ tab: "musicas", view: "grid", replacement: null });
    expect(read("view=list&tab=cultos&utm_source=x")).toEqual({ tab: "cultos", view: "list", replacement: null });
    expect(read("dir=asc&q=gra%C3%A7a&page=3&sort=views&tab=cultos").replacement).toBeNull();
  });

  it("falls back to the stored values, then to the page's defaults", () => {
    expect(read("")).toEqual({ tab: "cultos", view: "grid", replacement: null });
    expect(read("", { tab: "musicas", view: "list" })).toEqual({ tab: "musicas", view: "list", replacement: null });
    expect(read("", { tab: "bogus", view: "bogus" })).toEqual({ tab: "cultos", view: "grid", replacement: null });
    expect(read("", none, { tab: "musicas", view: "grid" }).tab).toBe("musicas");
  });

  it("does not apply the stored values to a later page, which is a place in the list the server rendered", () => {
    expect(read("page=2", { tab: "musicas", view: "list" })).toEqual({ tab: "cultos", view: "grid", replacement: null });
    expect(read("page=2&tab=cultos", { tab: null, view: "list" }).view).toBe("grid");
  });

  it("replaces invalid values by the stored or default value, leaving out what the listing does not read", () => {
    expect(read("tab=videos&view=mosaic&search=x")).toEqual({ tab: "cultos", view: "grid", replacement: "tab=cultos&view=grid" });
    expect(read("tab=videos", { tab: "musicas", view: "list" })).toEqual({ tab: "musicas", view: "list", replacement: "tab=musicas" });
    expect(read("tab=cultos&view=table", { tab: null, view: "list" })).toEqual({ tab: "cultos", view: "list", replacement: "tab=cultos&view=list" });
  });

  it("reads enumerations as the server does: trimmed and lower-cased", () => {
    expect(read("tab=MUSICAS")).toEqual({ tab: "musicas", view: "grid", replacement: "tab=musicas" });
    expect(state("tab=cultos&sort=Views&dir=ASC").serviceSort).toEqual({ field: "view_count", direction: "asc" });
  });

  it("removes view on the musicas tab", () => {
    expect(read("tab=musicas&view=list")).toEqual({ tab: "musicas", view: "grid", replacement: "tab=musicas" });
    expect(read("tab=musicas&view=nonsense").replacement).toBe("tab=musicas");
  });

  it("reads the active tab's order, and drops a sort that tab does not have", () => {
    expect(state("").serviceSort).toEqual({ field: "date", direction: "desc" });
    expect(state("sort=views").serviceSort).toEqual({ field: "view_count", direction: "desc" });
    expect(state("tab=musicas&sort=duration&dir=asc").songSort).toEqual({ field: "duration", direction: "asc" });
    expect(state("tab=musicas&sort=date").songSort).toEqual({ field: "service_date", direction: "desc" });
    expect(read("tab=cultos&sort=duration&dir=up").replacement).toBe("tab=cultos");
    expect(state("tab=cultos&sort=duration").serviceSort).toEqual({ field: "date", direction: "desc" });
  });

  it("reads the search and the page as the server does", () => {
    expect(state("q=%20%20gra%C3%A7a%20%20sem%20fim%20").search).toBe("graça sem fim");
    expect(read("q=%20%20gra%C3%A7a%20").replacement).toBe("q=gra%C3%A7a");
    expect(read("q=%20%20").replacement).toBe("");
    expect(state("page=3").page).toBe(3);
    expect(read("page=1").replacement).toBe("");
    expect(read("page=abc&tab=cultos").replacement).toBe("tab=cultos");
    expect(state("page=5000").page).toBe(1000);
  });
});

describe("normaliseSearch and readPage", () => {
  it("keeps a search the API takes: no control characters, one space between words, at most 100 characters", () => {
    expect(normaliseSearch("a\u0000b\tc\n")).toBe("a b c");
    expect(normaliseSearch("e\u0301")).toBe("é");
    expect(normaliseSearch("x".repeat(150))).toHaveLength(100);
    expect(normaliseSearch(`${"x".repeat(99)}😀`)).toBe("x".repeat(99));
    expect(normaliseSearch(null)).toBe("");
  });

  it("takes a page from 2 to 1000 (4 digits at most), anything else being the first", () => {
    expect(readPage("2")).toBe(2);
    expect(readPage(" 12 ")).toBe(12);
    expect(readPage("1")).toBe(1);
    expect(readPage("0")).toBe(1);
    expect(readPage("-2")).toBe(1);
    expect(readPage("2.5")).toBe(1);
    expect(readPage("99999")).toBe(1);
    expect(readPage("9999")).toBe(1000);
  });
});

describe("URL after a choice", () => {
  const list = state("tab=cultos&view=list&sort=views&q=natal&page=2&x=1");

  it("a tab starts at its first page, unsorted and unsearched; view kept on cultos and dropped on musicas", () => {
    expect(paramsForTab(list, "musicas").toString()).toBe("tab=musicas");
    expect(paramsForTab(state("tab=musicas", { tab: null, view: "list" }), "cultos").toString()).toBe("tab=cultos&view=list");
  });

  it("a view keeps the same services: order, search and page", () => {
    expect(paramsForView(list, "grid").toString()).toBe("dir=desc&page=2&q=natal&sort=views&tab=cultos&view=grid");
    expect(paramsForView(state(""), "list").toString()).toBe("tab=cultos&view=list");
  });

  it("an order keeps the search and goes back to the first page; the default order is left out", () => {
    expect(paramsForServiceSort(list, { field: "view_count", direction: "asc" }).toString()).toBe(
      "dir=asc&q=natal&sort=views&tab=cultos&view=list",
    );
    expect(paramsForServiceSort(list, { field: "date", direction: "desc" }).toString()).toBe("q=natal&tab=cultos&view=list");
    expect(paramsForSongSort(state("tab=musicas"), { field: "name", direction: "desc" }).toString()).toBe("dir=desc&sort=name&tab=musicas");
  });

  it("a search keeps the order and goes back to the first page", () => {
    expect(paramsForSearch(list, "  louvor ").toString()).toBe("dir=desc&q=louvor&sort=views&tab=cultos&view=list");
    expect(paramsForSearch(list, "").toString()).toBe("dir=desc&sort=views&tab=cultos&view=list");
  });

  it("a page keeps everything else; the first page is left out", () => {
    expect(toSearch(paramsForPage(list, 3))).toBe("?dir=desc&page=3&q=natal&sort=views&tab=cultos&view=list");
    expect(toSearch(paramsForPage(list, 1))).toBe("?dir=desc&q=natal&sort=views&tab=cultos&view=list");
  });

  it("the search form sends the tab, view and order beside its text", () => {
    expect(searchFormFields(list)).toEqual({ dir: "desc", sort: "views", tab: "cultos", view: "list" });
    expect(searchFormFields(state("tab=musicas"))).toEqual({ tab: "musicas" });
  });

  it("writes only parameters with a value, in name order", () => {
    expect(listingSearchParams({ view: "grid", q: "", tab: "cultos", page: null, dir: undefined }).toString()).toBe("tab=cultos&view=grid");
    expect(toSearch(listingSearchParams({}))).toBe("");
  });

  it("stores per page under keys ending in view mode and active tab", () => {
    expect(listingStorageKeys("church:a:services")).toEqual({
      viewMode: "louvor:church:a:services:viewMode",
      activeTab: "louvor:church:a:services:activeTab",
    });
  });
});
