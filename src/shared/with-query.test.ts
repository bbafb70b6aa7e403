import { describe, expect, it } from "vitest";
import { withQuery } from "./with-query";

describe("withQuery", () => {
  it("appends the set values in the order given, encoded", () => {
    expect(withQuery("/api/songs", { page: 2, search: "ação & graça", sort: "name" })).toBe(
      "/api/songs?page=2&search=a%C3%A7%C3%A3o+%26+gra%C3%A7a&sort=name",
    );
  });

  it("leaves out undefined, null and empty values", () => {
    expect(withQuery("/api/songs", { page: 1, search: "", banda: undefined, song: null })).toBe("/api/songs?page=1");
  });

  it("gives the path alone when no value is set", () => {
    expect(withQuery("/api/bands", { search: "" })).toBe("/api/bands");
    expect(withQuery("/api/bands", {})).toBe("/api/bands");
  });

  it("keeps zero", () => {
    expect(withQuery("/x", { page: 0 })).toBe("/x?page=0");
  });
});
