import type { RouteObject } from "react-router";

/** The public church pages under /churches/:churchSlug (built in the public-area issue). */
export const publicRoutes: RouteObject[] = [];
