import { matchQuery, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { entityKeys } from "./query-keys";

const keys = entityKeys<{ search: string }>("bands");

/** Whether invalidating `filter` reaches a query under `key`. */
function reaches(filter: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, { queryKey: key });
  return matchQuery({ queryKey: filter }, query);
}

describe("entityKeys", () => {
  it("builds every key from the noun", () => {
    expect(keys.all).toEqual(["bands"]);
    expect(keys.lists()).toEqual(["bands", "list"]);
    expect(keys.list({ search: "x" })).toEqual(["bands", "list", { search: "x" }]);
    expect(keys.details()).toEqual(["bands", "detail"]);
    expect(keys.detail("b1")).toEqual(["bands", "detail", "b1"]);
    expect(keys.of("candidates")).toEqual(["bands", "candidates"]);
  });

  it("lets `all` reach every key, `lists()` every list and `detail(id)` that record only", () => {
    expect(reaches(keys.all, keys.list({ search: "" }))).toBe(true);
    expect(reaches(keys.all, keys.of("candidates"))).toBe(true);
    expect(reaches(keys.lists(), keys.list({ search: "a" }))).toBe(true);
    expect(reaches(keys.lists(), keys.detail("b1"))).toBe(false);
    expect(reaches(keys.detail("b1"), keys.detail("b2"))).toBe(false);
    expect(reaches(entityKeys("musicians").all, keys.detail("b1"))).toBe(false);
  });
});
