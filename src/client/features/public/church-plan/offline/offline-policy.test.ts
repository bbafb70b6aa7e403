import { describe, expect, it } from "vitest";
import { paths } from "@shared/paths";
import {
  cacheKey,
  keepPlans,
  OFFLINE_CACHES,
  OFFLINE_INDEX_KEY,
  obsoleteCaches,
  planPageNeeds,
  requestPolicy,
  unreferenced,
  isSavePlanMessage,
  type SavedPlan,
} from "./offline-policy";

const ORIGIN = "https://louvor.example";
const PLAN_PAGE = paths.church.plan.href("igreja-esperanca", "k".repeat(22));
const at = (path: string) => `${ORIGIN}${path}`;

describe("requestPolicy", () => {
  it("serves a plan page network first, and leaves every other page to the network", () => {
    expect(requestPolicy({ url: at(PLAN_PAGE), method: "GET", mode: "navigate" }, ORIGIN)).toBe("page");
    expect(requestPolicy({ url: at(`${PLAN_PAGE}?x=1`), method: "GET", mode: "navigate" }, ORIGIN)).toBe("page");
    for (const page of [paths.admin.root.href(), paths.church.song.href("igreja-esperanca", "graca"), paths.home.href()]) {
      expect(requestPolicy({ url: at(page), method: "GET", mode: "navigate" }, ORIGIN)).toBe("network");
    }
  });

  it("keeps the public API and uploads network first, the build's files cache first", () => {
    expect(requestPolicy({ url: at("/api/public/churches/igreja-esperanca/ensaio/abc"), method: "GET", mode: "cors" }, ORIGIN)).toBe("data");
    expect(requestPolicy({ url: at("/uploads/logo.webp"), method: "GET", mode: "no-cors" }, ORIGIN)).toBe("data");
    expect(requestPolicy({ url: at("/assets/index-Abc123.js"), method: "GET", mode: "cors" }, ORIGIN)).toBe("file");
    expect(requestPolicy({ url: at("/favicon.svg"), method: "GET", mode: "no-cors" }, ORIGIN)).toBe("file");
  });

  it("never touches writes, signed-in answers, other sites or the worker itself", () => {
    expect(requestPolicy({ url: at("/api/views/plan"), method: "POST", mode: "cors" }, ORIGIN)).toBe("network");
    expect(requestPolicy({ url: at("/api/admin/church"), method: "GET", mode: "cors" }, ORIGIN)).toBe("network");
    expect(requestPolicy({ url: at("/api/auth/get-session"), method: "GET", mode: "cors" }, ORIGIN)).toBe("network");
    expect(requestPolicy({ url: "https://www.youtube.com/iframe_api", method: "GET", mode: "no-cors" }, ORIGIN)).toBe("network");
    expect(requestPolicy({ url: at("/sw.js"), method: "GET" }, ORIGIN)).toBe("network");
  });
});

describe("cacheKey", () => {
  it("keeps a page by its path, data by its path and query", () => {
    expect(cacheKey(at(`${PLAN_PAGE}?layout=continuo`), "page")).toBe(PLAN_PAGE);
    expect(cacheKey(at("/api/public/churches/x?a=1"), "data")).toBe("/api/public/churches/x?a=1");
  });
});

describe("obsoleteCaches", () => {
  it("names the caches of older workers, never this version's nor another program's", () => {
    const names = ["louvor-ensaio-v0-pages", OFFLINE_CACHES.pages, OFFLINE_CACHES.files, "louvor-ensaio-v0-files", "something-else"];
    expect(obsoleteCaches(names)).toEqual(["louvor-ensaio-v0-pages", "louvor-ensaio-v0-files"]);
  });
});

describe("keepPlans and unreferenced", () => {
  const plan = (page: string, savedAt: number, urls: string[] = []): SavedPlan => ({ page, savedAt, urls: [page, ...urls] });

  it("keeps the plan just saved and the newest others, up to the limit", () => {
    const older = [plan("/a", 1), plan("/b", 3), plan("/c", 2)];
    const kept = keepPlans(older, plan("/d", 4), 3);
    expect(kept.map((saved) => saved.page)).toEqual(["/d", "/b", "/c"]);
  });

  it("replaces a plan saved again instead of keeping it twice", () => {
    const kept = keepPlans([plan("/a", 1, ["/assets/old.js"])], plan("/a", 5, ["/assets/new.js"]), 3);
    expect(kept).toEqual([plan("/a", 5, ["/assets/new.js"])]);
  });

  it("deletes only what no kept plan needs, never the list itself", () => {
    const kept = [plan("/a", 5, ["/assets/shared.js", "/api/public/a"]), plan("/b", 4, ["/assets/shared.js"])];
    const keys = ["/a", "/b", "/c", "/assets/shared.js", "/assets/old.js", "/api/public/a", "/api/public/c", OFFLINE_INDEX_KEY];
    expect(unreferenced(keys, kept)).toEqual(["/c", "/assets/old.js", "/api/public/c"]);
  });
});

describe("planPageNeeds", () => {
  it("keeps the same-origin files and data the page loaded, once each, and nothing else", () => {
    const needs = planPageNeeds(
      ORIGIN,
      [at("/assets/boot-1.js"), at("/assets/index-2.css"), at("/assets/boot-1.js"), "https://i.ytimg.com/vi/x/hq.jpg", at("/api/views/x"), at("/sw.js"), "not a url ::"],
      ["/api/public/churches/igreja", "/api/public/churches/igreja/ensaio/k"],
    );
    expect(needs).toEqual(["/assets/boot-1.js", "/assets/index-2.css", "/api/public/churches/igreja", "/api/public/churches/igreja/ensaio/k"]);
  });
});

describe("isSavePlanMessage", () => {
  it("accepts only the page's own message", () => {
    expect(isSavePlanMessage({ type: "save-plan", page: PLAN_PAGE, urls: ["/assets/a.js"] })).toBe(true);
    expect(isSavePlanMessage({ type: "save-plan", page: PLAN_PAGE, urls: [1] })).toBe(false);
    expect(isSavePlanMessage({ type: "other" })).toBe(false);
    expect(isSavePlanMessage(null)).toBe(false);
  });
});
