import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { isUuid } from "../db";
import type { AppEnv } from "./app-env";

/** The path parameter `name` as an id; an id that cannot exist is as unknown as any other (`missing()`, a 404). */
export function pathId(c: Context<AppEnv>, name: string, missing: () => Error): string {
  const id = c.req.param(name) ?? "";
  if (!isUuid(id)) throw missing();
  return id;
}

/** Refuses a malformed :id before the body is read, so it answers 404 like any unknown id. */
export function idShape(missing: () => Error, name = "id") {
  return createMiddleware<AppEnv>(async (c, next) => {
    pathId(c, name, missing);
    await next();
  });
}
