import { generatePath } from "react-router";
import { withQuery } from "@/lib/with-query";

/**
 * Every route of the app, declared once. `pattern` is what the router matches;
 * `href()` builds a link to it. Components link through these, never through
 * hand-built strings.
 */

/** The new-service form's parameter naming the plan it records. */
export const planParam = "plano";

export const resetDoneParam = { name: "reset", value: "ok" } as const;

function staticPath<const P extends string>(pattern: P) {
  return { pattern, href: (): P => pattern };
}

function detailPath<const P extends `${string}:id`>(pattern: P) {
  return { pattern, href: (id: string): string => generatePath<string>(pattern, { id }) };
}

type ListingSearch = { tab?: "cultos" | "musicas"; view?: "grid" | "list" };

export const paths = {
  home: staticPath("/"),
  /** Public church pages; every key is the readable key the API returns (or a bare id). */
  church: {
    root: { pattern: "/churches/:churchSlug", href: (churchSlug: string) => generatePath("/churches/:churchSlug", { churchSlug }) },
    services: {
      pattern: "services",
      href: (churchSlug: string, search: ListingSearch = {}) =>
        withQuery(generatePath("/churches/:churchSlug/services", { churchSlug }), search),
    },
    service: {
      pattern: "services/:serviceSlug",
      href: (churchSlug: string, serviceSlug: string) =>
        generatePath("/churches/:churchSlug/services/:serviceSlug", { churchSlug, serviceSlug }),
    },
    serviceSong: {
      pattern: "services/:serviceSlug/songs/:songSlug",
      href: (churchSlug: string, serviceSlug: string, songSlug: string) =>
        generatePath("/churches/:churchSlug/services/:serviceSlug/songs/:songSlug", { churchSlug, serviceSlug, songSlug }),
    },
    songs: { pattern: "songs", href: (churchSlug: string) => generatePath("/churches/:churchSlug/songs", { churchSlug }) },
    song: {
      pattern: "songs/:songSlug",
      href: (churchSlug: string, songSlug: string) => generatePath("/churches/:churchSlug/songs/:songSlug", { churchSlug, songSlug }),
    },
    bands: { pattern: "bands", href: (churchSlug: string) => generatePath("/churches/:churchSlug/bands", { churchSlug }) },
    band: {
      pattern: "bands/:bandSlug",
      href: (churchSlug: string, bandSlug: string, search: ListingSearch = {}) =>
        withQuery(generatePath("/churches/:churchSlug/bands/:bandSlug", { churchSlug, bandSlug }), search),
    },
    /** A plan's unlisted page (issue 27), by its unguessable key. */
    plan: {
      pattern: "ensaio/:planKey",
      href: (churchSlug: string, planKey: string) => generatePath("/churches/:churchSlug/ensaio/:planKey", { churchSlug, planKey }),
    },
    musician: {
      pattern: "musicians/:musicianSlug",
      href: (churchSlug: string, musicianSlug: string, search: ListingSearch = {}) =>
        withQuery(generatePath("/churches/:churchSlug/musicians/:musicianSlug", { churchSlug, musicianSlug }), search),
    },
  },
  resetPassword: staticPath("/reset-password"),
  /** An invitation's link (issue 24): `/convite?token=…`, public. */
  acceptInvitation: staticPath("/convite"),
  admin: {
    root: staticPath("/admin"),
    login: {
      pattern: "/admin/login",
      href: (options: { resetDone?: boolean } = {}): string =>
        withQuery("/admin/login", {
          [resetDoneParam.name]: options.resetDone ? resetDoneParam.value : undefined,
        }),
    },
    forgotPassword: staticPath("/admin/forgot-password"),
    /** 'Criar conta' with SIGNUP=open, and its mailed confirmation link. */
    signup: staticPath("/admin/signup"),
    signupConfirm: staticPath("/admin/signup/confirm"),
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
      new: staticPath("/admin/services/new"),
      /** 'Registrar culto gravado': the new-service form prefilled from a plan (issue 27). */
      fromPlan: { href: (planId: string) => withQuery("/admin/services/new", { [planParam]: planId }) },
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
    team: staticPath("/admin/team"),
    account: staticPath("/admin/account"),
    /** 'Histórico' (issue 24), under 'Equipe'. */
    history: staticPath("/admin/team/history"),
  },
} as const;
