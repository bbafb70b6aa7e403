import { Hono, type Context } from "hono";
import type { AppEnv } from "../http";
import type { Actor } from "../history";
import type { Storage } from "../storage";
import { removeReplacedImage, storeUploadedImage } from "./images";

/** How a module's rows keep an image (a band's image, a musician's avatar). */
export type RowImage<Answer> = {
  storage: Storage;
  /** The row's id from the path; throws the module's not-found error for a malformed one. */
  id: (c: Context<AppEnv>) => string;
  exists: (churchId: string, id: string) => Promise<boolean>;
  /** Points the row at `url` and records the change by `by`; the row's answer and the URL it replaced, or null when there is no such row. */
  setImage: (churchId: string, id: string, url: string | null, by: Actor) => Promise<{ answer: Answer; previousUrl: string | null } | null>;
  notFound: () => Error;
};

/**
 * POST and DELETE of `/:id/<path>`: an upload is stored and replaces the row's image, a delete
 * leaves the row without one; the image no row points at any more is removed. Both answer the row.
 */
export function rowImageRoutes<Answer extends object>(path: string, row: RowImage<Answer>) {
  const { storage, id: rowId, notFound } = row;
  return new Hono<AppEnv>()
    .post(`/:id/${path}`, async (c) => {
      const churchId = c.get("churchId");
      const id = rowId(c);
      if (!(await row.exists(churchId, id))) throw notFound();
      const image = await storeUploadedImage(c, storage, churchId);
      const result = await row.setImage(churchId, id, image.url, c.get("user"));
      if (!result) {
        await removeReplacedImage(c, storage, churchId, image.url);
        throw notFound();
      }
      await removeReplacedImage(c, storage, churchId, result.previousUrl);
      return c.json(result.answer);
    })
    .delete(`/:id/${path}`, async (c) => {
      const churchId = c.get("churchId");
      const result = await row.setImage(churchId, rowId(c), null, c.get("user"));
      if (!result) throw notFound();
      await removeReplacedImage(c, storage, churchId, result.previousUrl);
      return c.json(result.answer);
    });
}
