import { describe, expect, it } from "vitest";
import { listingStorageKeys, paramsForTab, paramsForView, readListingState, type ListingDefaults, type StoredListingState } from "./listing-state";

const defaults: ListingDefaults = { tab: "cultos", view: "grid" };
const none: StoredListingState = { tab: null, view: null };
const read = (search: string, stored: StoredListingState = none, given: ListingDefaults = defaults) => {
  const state = readListingState(new URLSearchParams(search), stored, given);
  return { tab: state.tab, view: state.view, replacement: state.replacement?.toString() ?? null };
};

describe("readListingState", () => {
  it("takes valid URL values as they are, without touching the URL", () => {
    expect(read("tab=cultos&view=list")).toEqual({ tab: "cultos", view: "list", replacement: null });
    expect(read("tab=musicas")).toEqual({ tab: "musicas", view: "grid", replacement: null });
  });

  it("falls back to the stored values, then to the page's defaults", () => {
    expect(read("")).toEqual({ tab: "cultos", view: "grid", replacement: null });
    expect(read("", { tab: "musicas", view: "list" })).toEqual({ tab: "musicas", view: "list", replacement: null });
    expect(read("", { tab: "bogus", view: "bogus" })).toEqual({ tab: "cultos", view: "grid", replacement: null });
    expect(read("", none, { tab: "musicas", view: "grid" }).tab).toBe("musicas");
  });

  it("replaces invalid values by the stored or default value", () => {
    expect(read("tab=videos&view=mosaic&search=x")).toEqual({ tab: "cultos", view: "grid", replacement: "tab=cultos&view=grid&search=x" });
    expect(read("tab=videos", { tab: "musicas", view: "list" })).toEqual({ tab: "musicas", view: "list", replacement: "tab=musicas" });
    expect(read("tab=cultos&view=table", { tab: null, view: "list" })).toEqual({ tab: "cultos", view: "list", replacement: "tab=cultos&view=list" });
  });

  it("removes view on the musicas tab", () => {
    expect(read("tab=musicas&view=list")).toEqual({ tab: "musicas", view: "grid", replacement: "tab=musicas" });
    expect(read("tab=musicas&view=nonsense").replacement).toBe("tab=musicas");
  });
});

describe("URL after a choice", () => {
  it("keeps view on cultos and drops it on musicas", () => {
    const params = new URLSearchParams("tab=cultos&view=list&x=1");
    expect(paramsForTab(params, "musicas", "list").toString()).toBe("tab=musicas&x=1");
    expect(paramsForTab(new URLSearchParams("tab=musicas"), "cultos", "list").toString()).toBe("tab=cultos&view=list");
    expect(paramsForView(new URLSearchParams("x=1"), "grid").toString()).toBe("x=1&tab=cultos&view=grid");
  });

  it("stores per page under keys ending in view mode and active tab", () => {
    expect(listingStorageKeys("church:a:services")).toEqual({
      viewMode: "louvor:church:a:services:viewMode",
      activeTab: "louvor:church:a:services:activeTab",
    });
  });
});
