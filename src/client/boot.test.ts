import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOT_ENTRY_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE } from "@shared/boot-contract";
import { afterFirstPaint, loadApp } from "./boot";

afterEach(() => {
  document.head.innerHTML = "";
  vi.useRealTimers();
});

describe("the boot script of a server-rendered page", () => {
  it("adds the chunks' module preloads and then the entry script its element names", () => {
    const element = document.createElement("script");
    element.setAttribute(BOOT_ENTRY_ATTRIBUTE, "/assets/index-abc.js");
    element.setAttribute(BOOT_PRELOAD_ATTRIBUTE, "/assets/jsx-runtime-abc.js /assets/church-layout-abc.js");
    loadApp(element, document);

    const added = [...document.head.children].map((child) =>
      child instanceof HTMLLinkElement ? `${child.rel} ${child.getAttribute("href")}` : `${(child as HTMLScriptElement).type} ${child.getAttribute("src")}`,
    );
    expect(added).toEqual(["modulepreload /assets/jsx-runtime-abc.js", "modulepreload /assets/church-layout-abc.js", "module /assets/index-abc.js"]);
    // Same CORS mode as the chunks' own imports, so the preloaded responses are used.
    expect(document.head.querySelector("script")?.crossOrigin).toBe("");
  });

  it("adds nothing when its element names no entry", () => {
    loadApp(document.createElement("script"), document);
    expect(document.head.children).toHaveLength(0);
  });

  it("loads the app once, after a frame has been painted, or at the latest after the fallback delay", () => {
    vi.useFakeTimers();
    const load = vi.fn();
    afterFirstPaint(load, 2000);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
