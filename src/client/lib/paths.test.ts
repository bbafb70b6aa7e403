import { describe, expect, it } from "vitest";
import { paths } from "./paths";

describe("paths", () => {
  it("builds links to detail pages", () => {
    expect(paths.admin.bands.detail.href("b1")).toBe("/admin/bands/b1");
    expect(paths.admin.services.detail.href("s 1")).toBe("/admin/services/s%201");
    expect(paths.admin.songs.detail.pattern).toBe("/admin/songs/:id");
  });

  it("marks the login link after a password reset", () => {
    expect(paths.admin.login.href()).toBe("/admin/login");
    expect(paths.admin.login.href({ resetDone: true })).toBe("/admin/login?reset=ok");
  });
});
