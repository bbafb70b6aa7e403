import { withQuery } from "./with-query";

/**
 * Every page of the app, declared once (issue 40, docs/decisions/506), as bulletproof-react's
 * `config/paths.ts` does: `pattern` is what the client's router matches, `href()` builds a link.
 * The client, the server (the no-store list, mailed links, share tags, the admin's song link),
 * the end-to-end tests and the scripts all build page addresses here, never by hand.
 *
 * A page the router nests below another (the church's pages) has a `pattern` relative to its
 * parent's; `fullPattern` is always the whole address's, for matching a URL outside the router.
 */

/** The names of the `:name` segments of a pattern. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a pattern's `:name` segments take. */
export type PatternParams<P extends string> = { readonly [K in ParamNames<P>]: string };

/**
 * `pattern` with each `:name` segment replaced by its value, encoded as one path segment
 * (encodeURIComponent). As React Router's generatePath, a segment left empty is dropped.
 *
 *     fillPattern("/churches/:churchSlug/songs/:songSlug", { churchSlug: "x", songSlug: "a b" })
 *     // "/churches/x/songs/a%20b"
 */
export function fillPattern<P extends string>(pattern: P, params: PatternParams<P>): string {
  const values = params as Readonly<Record<string, string | undefined>>;
  const segments = pattern.split("/").map((segment) => {
    if (!segment.startsWith(":")) return segment;
    const value = values[segment.slice(1)];
    if (value === undefined) throw new Error(`The link to ${pattern} needs its "${segment.slice(1)}".`);
    return encodeURIComponent(value);
  });
  return (pattern.startsWith("/") ? "/" : "") + segments.filter(Boolean).join("/");
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The values of `pathname`'s `:name` segments when the whole path is a `pattern` page, else null.
 * Segments are compared decoded and case-sensitively; empty ones (a doubled or trailing slash)
 * do not count; a path that cannot be decoded matches nothing.
 */
export function matchPattern<P extends string>(pattern: P, pathname: string): PatternParams<P> | null {
  const wanted = pattern.split("/").filter(Boolean);
  const given = pathname.split("/").filter(Boolean).map(decodeSegment);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const part = given[index];
    if (part === null || part === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return params as PatternParams<P>;
}

/** The new-service form's parameter naming the plan it records. */
export const planParam = "plano";

/** The parameter of a mailed link's one-time token (password reset, invitation, sign-up confirmation). */
export const tokenParam = "token";
/** The escala link's preselected answer: 'nao' opens it on 'Não posso'. */
export const escalaAnswerParam = "resposta";

export const resetDoneParam = { name: "reset", value: "ok" } as const;

function staticPath<const P extends string>(pattern: P) {
  return { pattern, fullPattern: pattern, href: (): P => pattern };
}

function detailPath<const P extends `${string}/:id`>(pattern: P) {
  return { pattern, fullPattern: pattern, href: (id: string): string => fillPattern<string>(pattern, { id }) };
}

/** A page opened by a mailed link: its address, with the link's token when there is one. */
function tokenPath<const P extends string>(pattern: P) {
  return { pattern, fullPattern: pattern, href: (token?: string): string => withQuery(pattern, { [tokenParam]: token }) };
}

/** The whole pattern of each public page of a church. */
const church = {
  root: "/churches/:churchSlug",
  services: "/churches/:churchSlug/services",
  service: "/churches/:churchSlug/services/:serviceSlug",
  serviceSong: "/churches/:churchSlug/services/:serviceSlug/songs/:songSlug",
  songs: "/churches/:churchSlug/songs",
  song: "/churches/:churchSlug/songs/:songSlug",
  bands: "/churches/:churchSlug/bands",
  band: "/churches/:churchSlug/bands/:bandSlug",
  plan: "/churches/:churchSlug/ensaio/:planKey",
  musician: "/churches/:churchSlug/musicians/:musicianSlug",
} as const;

/** A church page as the router nests it below the church's layout: its pattern relative to the church's. */
function churchPage<const P extends `${typeof church.root}/${string}`>(fullPattern: P) {
  return { pattern: fullPattern.slice(church.root.length + 1), fullPattern };
}

type ListingSearch = { tab?: "cultos" | "musicas"; view?: "grid" | "list" };

const adminServicesNew = "/admin/services/new";

export const paths = {
  home: staticPath("/"),
  /** Public church pages; every key is the readable key the API returns (or a bare id). */
  church: {
    root: { pattern: church.root, fullPattern: church.root, href: (churchSlug: string) => fillPattern(church.root, { churchSlug }) },
    services: {
      ...churchPage(church.services),
      href: (churchSlug: string, search: ListingSearch = {}) => withQuery(fillPattern(church.services, { churchSlug }), search),
    },
    service: {
      ...churchPage(church.service),
      href: (churchSlug: string, serviceSlug: string) => fillPattern(church.service, { churchSlug, serviceSlug }),
    },
    serviceSong: {
      ...churchPage(church.serviceSong),
      href: (churchSlug: string, serviceSlug: string, songSlug: string) =>
        fillPattern(church.serviceSong, { churchSlug, serviceSlug, songSlug }),
    },
    songs: { ...churchPage(church.songs), href: (churchSlug: string) => fillPattern(church.songs, { churchSlug }) },
    song: {
      ...churchPage(church.song),
      href: (churchSlug: string, songSlug: string) => fillPattern(church.song, { churchSlug, songSlug }),
    },
    bands: { ...churchPage(church.bands), href: (churchSlug: string) => fillPattern(church.bands, { churchSlug }) },
    band: {
      ...churchPage(church.band),
      href: (churchSlug: string, bandSlug: string, search: ListingSearch = {}) =>
        withQuery(fillPattern(church.band, { churchSlug, bandSlug }), search),
    },
    /** A plan's unlisted page (issue 27), by its unguessable key. */
    plan: {
      ...churchPage(church.plan),
      href: (churchSlug: string, planKey: string) => fillPattern(church.plan, { churchSlug, planKey }),
    },
    musician: {
      ...churchPage(church.musician),
      href: (churchSlug: string, musicianSlug: string, search: ListingSearch = {}) =>
        withQuery(fillPattern(church.musician, { churchSlug, musicianSlug }), search),
    },
  },
  /** The mailed password-reset link: `/reset-password?token=…`. */
  resetPassword: tokenPath("/reset-password"),
  /** An invitation's link (issue 24): `/convite?token=…`, public. */
  acceptInvitation: tokenPath("/convite"),
  /** The escala's answer link (issue 41): `/escala?token=…`, with `&resposta=nao` for 'Não posso'. */
  escalaAnswer: {
    pattern: "/escala",
    fullPattern: "/escala",
    href: (token?: string, answer?: "nao"): string => withQuery("/escala", { [tokenParam]: token, [escalaAnswerParam]: answer }),
  },
  /** A musician's own page (issue 41, 'Minhas escalas'): `/minhas-escalas?token=…`, public, from any escala mail. */
  myEscalas: tokenPath("/minhas-escalas"),
  admin: {
    root: staticPath("/admin"),
    login: {
      pattern: "/admin/login",
      fullPattern: "/admin/login",
      href: (options: { resetDone?: boolean } = {}): string =>
        withQuery("/admin/login", {
          [resetDoneParam.name]: options.resetDone ? resetDoneParam.value : undefined,
        }),
    },
    forgotPassword: staticPath("/admin/forgot-password"),
    /** 'Criar conta' with SIGNUP=open, and its mailed confirmation link. */
    signup: staticPath("/admin/signup"),
    signupConfirm: tokenPath("/admin/signup/confirm"),
    dashboard: staticPath("/admin"),
    church: staticPath("/admin/church"),
    musicians: staticPath("/admin/musicians"),
    bands: {
      list: staticPath("/admin/bands"),
      new: staticPath("/admin/bands/new"),
      detail: detailPath("/admin/bands/:id"),
    },
    services: {
      list: staticPath("/admin/services"),
      new: staticPath(adminServicesNew),
      /** 'Registrar culto gravado': the new-service form prefilled from a plan (issue 27). */
      fromPlan: { href: (planId: string) => withQuery(adminServicesNew, { [planParam]: planId }) },
      import: staticPath("/admin/services/import"),
      detail: detailPath("/admin/services/:id"),
    },
    songs: {
      list: staticPath("/admin/songs"),
      new: staticPath("/admin/songs/new"),
      detail: detailPath("/admin/songs/:id"),
    },
    reports: staticPath("/admin/reports"),
    plans: staticPath("/admin/plans"),
    /** 'Escalas' (issue 41): the next 8 weeks' teams and who served in the last 3 months. */
    escalas: staticPath("/admin/escalas"),
    team: staticPath("/admin/team"),
    account: staticPath("/admin/account"),
    /** 'Histórico' (issue 24), under 'Equipe'. */
    history: staticPath("/admin/team/history"),
  },
} as const;

/**
 * The part of a pattern before its first `:name` segment, without a trailing slash: every address
 * of the page starts with it ("/churches" for a church's pages), as a server route's prefix does.
 */
export function staticPrefix(pattern: string): string {
  const at = pattern.search(/(^|\/):/);
  return at < 0 ? pattern.replace(/\/+$/, "") : pattern.slice(0, at);
}

/** The whole pattern of every page in the table, once each. */
export function pagePatterns(): string[] {
  const found = new Set<string>();
  const walk = (node: object) => {
    if ("fullPattern" in node && typeof node.fullPattern === "string") found.add(node.fullPattern);
    for (const value of Object.values(node)) if (value !== null && typeof value === "object") walk(value as object);
  };
  walk(paths);
  return [...found];
}
