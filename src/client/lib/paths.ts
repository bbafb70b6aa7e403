import { generatePath } from "react-router";

/**
 * Every route of the app, declared once. `pattern` is what the router matches;
 * `href()` builds a link to it. Components link through these, never through
 * hand-built strings.
 */

export const resetDoneParam = { name: "reset", value: "ok" } as const;

function withSearch(pathname: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function staticPath<const P extends string>(pattern: P) {
  return { pattern, href: (): P => pattern };
}

function detailPath<const P extends `${string}:id`>(pattern: P) {
  return { pattern, href: (id: string): string => generatePath<string>(pattern, { id }) };
}

export const paths = {
  home: staticPath("/"),
  resetPassword: staticPath("/reset-password"),
  admin: {
    root: staticPath("/admin"),
    login: {
      pattern: "/admin/login",
      href: (options: { resetDone?: boolean } = {}): string =>
        withSearch("/admin/login", {
          [resetDoneParam.name]: options.resetDone ? resetDoneParam.value : undefined,
        }),
    },
    forgotPassword: staticPath("/admin/forgot-password"),
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
      detail: detailPath("/admin/services/:id"),
    },
    songs: {
      list: staticPath("/admin/songs"),
      new: staticPath("/admin/songs/new"),
      detail: detailPath("/admin/songs/:id"),
    },
  },
} as const;
