import { practiceSearch, readPracticeSettings } from "@shared/practice-mode";
import { normaliseSearch, readPage } from "@shared/query-values";
import type { ShareTarget } from "../public";

/**
 * The query of a public page as the page reads it (docs/decisions/407): only the parameters the
 * page uses, each normalised, in one order. It keys the rendered page's cache and is the URL the
 * server renders, so `?utm_source=…`, `?fbclid=…` or any made-up parameter costs no render, and
 * `?view=LIST&tab=cultos` is the page `?tab=cultos&view=list` already rendered.
 */

/** How one parameter's value is read; null drops it (empty, invalid: the page's default then). */
type ParamRule = (value: string) => string | null;

/**
 * One of a few values. Any other value is kept as "" (present, invalid): every such URL is one
 * page, and the page still sees that the address held a wrong value and replaces it with the
 * remembered or default one, as the spec asks (`?tab=videos` becomes `?tab=cultos`).
 */
const oneOf =
  (...values: string[]): ParamRule =>
  (value) => {
    const lower = value.trim().toLowerCase();
    return values.includes(lower) ? lower : "";
  };

/** Free text (a search), as the page reads it. */
const text: ParamRule = (value) => normaliseSearch(value) || null;

/** A page number from 2 on (1 is the default), as the page reads it. */
const pageNumber: ParamRule = (value) => {
  const page = readPage(value);
  return page >= 2 ? String(page) : null;
};

type Rules = Readonly<Record<string, ParamRule>>;

/** The cultos / músicas listing of the church, a band or a musician. */
const LISTING: Rules = {
  tab: oneOf("cultos", "musicas"),
  view: oneOf("grid", "list"),
  sort: oneOf("date", "name", "views", "duration"),
  dir: oneOf("asc", "desc"),
  q: text,
  page: pageNumber,
};

const SEARCH: Rules = { q: text, page: pageNumber };

/** The parameters each kind of public page reads (the service page: see `pageQuery`). */
function rulesOf(target: Exclude<ShareTarget, { kind: "service" }>): Rules {
  switch (target.kind) {
    case "directory":
      return SEARCH;
    case "church":
      if (target.section === "services") return LISTING;
      if (target.section === "songs" || target.section === "bands") return SEARCH;
      return {};
    case "band":
    case "musician":
      return LISTING;
    case "song":
      return { tab: oneOf("performances", "estatisticas") };
    case "plan":
      return {};
  }
}

/**
 * `search` (the URL's query, with or without its "?") as the page `target` reads it: "" or
 * "?name=value&…" with the used parameters in name order, the first of a repeated one.
 */
export function pageQuery(target: ShareTarget, search: string): string {
  // 'Modo ensaio' (docs/decisions/445): its speed and loop count only with `ensaio=1`, and an
  // unknown speed is normal speed, so the page is rendered and kept once per real setting.
  if (target.kind === "service") return practiceSearch(readPracticeSettings(new URLSearchParams(search)));
  const rules = rulesOf(target);
  const params = new URLSearchParams(search);
  const kept: [string, string][] = [];
  for (const name of Object.keys(rules).sort()) {
    const value = params.get(name);
    const normalised = value === null ? null : rules[name]!(value);
    if (normalised !== null) kept.push([name, normalised]);
  }
  const query = new URLSearchParams(kept).toString();
  return query === "" ? "" : `?${query}`;
}
