import { describe, expect, it } from "vitest";
import { fillPattern, matchPattern, pagePatterns, paths, staticPrefix } from "./paths";

/** The names of a pattern's `:name` segments, in order. */
const paramNames = (pattern: string) => pattern.split("/").filter((segment) => segment.startsWith(":")).map((segment) => segment.slice(1));

/** Every entry of the table that builds a link to a page of its own. */
type Page = { fullPattern: string; href: (...args: never[]) => string };
function pagesOf(node: object, at = "paths"): [string, Page][] {
  const own: [string, Page][] = "fullPattern" in node && "href" in node ? [[at, node as Page]] : [];
  const below = Object.entries(node).flatMap(([key, value]) =>
    value !== null && typeof value === "object" ? pagesOf(value as object, `${at}.${key}`) : [],
  );
  return [...own, ...below];
}

/** Values that a careless builder would get wrong: a space, accents, a slash, a percent sign, a question mark. */
const awkward = ["igreja esperança", "a/b", "100%", "por quê?", "x"];

describe("fillPattern", () => {
  it("puts each value in its segment, encoded", () => {
    expect(fillPattern("/churches/:churchSlug/songs/:songSlug", { churchSlug: "igreja-x", songSlug: "graça a/b" })).toBe(
      "/churches/igreja-x/songs/gra%C3%A7a%20a%2Fb",
    );
    expect(fillPattern("/admin/bands/:id", { id: "b1" })).toBe("/admin/bands/b1");
    expect(fillPattern("/", {})).toBe("/");
  });

  it("drops a segment left empty, as React Router's generatePath does", () => {
    expect(fillPattern("/churches/:churchSlug/songs/:songSlug", { churchSlug: "x", songSlug: "" })).toBe("/churches/x/songs");
  });

  it("refuses a missing value", () => {
    expect(() => fillPattern<string>("/admin/bands/:id", {})).toThrow(/needs its "id"/);
  });
});

describe("matchPattern", () => {
  it("reads the values of a path that is the pattern's page, decoded", () => {
    expect(matchPattern("/churches/:churchSlug/songs/:songSlug", "/churches/igreja-x/songs/gra%C3%A7a")).toEqual({
      churchSlug: "igreja-x",
      songSlug: "graça",
    });
    expect(matchPattern("/admin/church", "/admin/church/")).toEqual({});
  });

  it("matches nothing else", () => {
    const song = "/churches/:churchSlug/songs/:songSlug";
    expect(matchPattern(song, "/churches/x/songs")).toBeNull();
    expect(matchPattern(song, "/churches/x/songs/y/z")).toBeNull();
    expect(matchPattern(song, "/churches/x/bands/y")).toBeNull();
    expect(matchPattern(song, "/Churches/x/songs/y")).toBeNull();
    expect(matchPattern(song, "/churches/x/songs/%E0%A4%A")).toBeNull();
  });
});

describe("the route table", () => {
  it("holds the spec's addresses", () => {
    expect(pagePatterns().sort()).toEqual(
      [
        "/",
        "/churches/:churchSlug",
        "/churches/:churchSlug/services",
        "/churches/:churchSlug/services/:serviceSlug",
        "/churches/:churchSlug/services/:serviceSlug/songs/:songSlug",
        "/churches/:churchSlug/songs",
        "/churches/:churchSlug/songs/:songSlug",
        "/churches/:churchSlug/bands",
        "/churches/:churchSlug/bands/:bandSlug",
        "/churches/:churchSlug/ensaio/:planKey",
        "/churches/:churchSlug/musicians/:musicianSlug",
        "/minhas-escalas",
        "/reset-password",
        "/convite",
        "/escala",
        "/admin",
        "/admin/login",
        "/admin/forgot-password",
        "/admin/signup",
        "/admin/signup/confirm",
        "/admin/church",
        "/admin/musicians",
        "/admin/bands",
        "/admin/bands/new",
        "/admin/bands/:id",
        "/admin/services",
        "/admin/services/new",
        "/admin/services/import",
        "/admin/services/:id",
        "/admin/songs",
        "/admin/songs/new",
        "/admin/songs/:id",
        "/admin/reports",
        "/admin/plans",
        "/admin/escalas",
        "/admin/team",
        "/admin/account",
        "/admin/team/history",
      ].sort(),
    );
  });

  it("nests each church page below the church's, relative to it", () => {
    for (const [name, page] of Object.entries(paths.church)) {
      if (name === "root") continue;
      expect(`${paths.church.root.pattern}/${page.pattern}`, name).toBe(page.fullPattern);
    }
  });

  it.each(pagePatterns())("fills and matches %s with awkward values", (pattern) => {
    const values = Object.fromEntries(paramNames(pattern).map((name, index) => [name, awkward[index % awkward.length]!]));
    expect(matchPattern(pattern, fillPattern<string>(pattern, values))).toEqual(values);
  });

  it.each(pagesOf(paths))("%s builds links its own pattern matches", (_name, page) => {
    const names = paramNames(page.fullPattern);
    const values = names.map((_, index) => awkward[index % awkward.length]!);
    const href = (page.href as (...args: string[]) => string)(...values);
    const [pathname] = href.split("?");
    expect(matchPattern(page.fullPattern, pathname!)).toEqual(Object.fromEntries(names.map((name, index) => [name, values[index]])));
  });

  it("builds the links the pages are known by", () => {
    expect(paths.church.services.href("igreja-x", { tab: "musicas", view: "list" })).toBe("/churches/igreja-x/services?tab=musicas&view=list");
    expect(paths.church.serviceSong.href("igreja-x", "05-05-2024-19h", "santo-ab12")).toBe(
      "/churches/igreja-x/services/05-05-2024-19h/songs/santo-ab12",
    );
    expect(paths.resetPassword.href()).toBe("/reset-password");
    expect(paths.acceptInvitation.href("t0k3n_-")).toBe("/convite?token=t0k3n_-");
    expect(paths.escalaAnswer.href("t0k3n_-", "nao")).toBe("/escala?token=t0k3n_-&resposta=nao");
    expect(paths.admin.signupConfirm.href("a b")).toBe("/admin/signup/confirm?token=a+b");
    expect(paths.admin.services.fromPlan.href("p1")).toBe("/admin/services/new?plano=p1");
    expect(paths.admin.login.href({ resetDone: true })).toBe("/admin/login?reset=ok");
  });

  it("gives a pattern's fixed start, as a server route's prefix", () => {
    expect(staticPrefix(paths.church.root.pattern)).toBe("/churches");
    expect(staticPrefix(paths.church.song.fullPattern)).toBe("/churches");
    expect(staticPrefix(paths.admin.bands.detail.pattern)).toBe("/admin/bands");
    expect(staticPrefix(paths.admin.root.pattern)).toBe("/admin");
    expect(staticPrefix(paths.home.pattern)).toBe("");
  });
});
