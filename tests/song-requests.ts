import { eq } from "drizzle-orm";
import { songsCatalog } from "../src/server/db/schema";
import type { TestApp } from "./test-app";

export type Who = { cookie: string };

/** Requests as one administrator or another, and the catalogue row behind a song, on the app `app()` (read when called). */
export function songRequests(app: () => TestApp) {
  const get = (who: Who, url: string) => app().request(url, { headers: { cookie: who.cookie } });
  const send = (who: Who, method: string, url: string, json?: unknown) => app().request(url, { method, json, headers: { cookie: who.cookie } });

  async function body<T>(response: Response): Promise<T> {
    return (await response.json()) as T;
  }

  async function songRow(id: string) {
    const [row] = await app().db.select().from(songsCatalog).where(eq(songsCatalog.id, id));
    return row;
  }

  return { get, send, body, songRow };
}
