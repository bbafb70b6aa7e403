import { afterEach, describe, expect, it, vi } from "vitest";
import { BOOT_ENTRY_ATTRIBUTE, BOOT_MODULES_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE } from "@shared/boot-contract";
import { afterFirstPaint, evaluateInTurn, loadApp } from "./boot";

afterEach(() => {
  document.head.innerHTML = "";
  vi.useRealTimers();
});

describe("the boot script of a server-rendered page", () => {
  it("preloads the entry's chunks and the route's, evaluates the entry's one at a time, then adds the entry script", async () => {
    const element = document.createElement("script");
    element.setAttribute(BOOT_ENTRY_ATTRIBUTE, "/assets/index-abc.js");
    element.setAttribute(BOOT_MODULES_ATTRIBUTE, "/assets/react-dom-abc.js /assets/react-router-abc.js");
    element.setAttribute(BOOT_PRELOAD_ATTRIBUTE, "/assets/church-layout-abc.js");
    const added = () =>
      [...document.head.children].map((child) =>
        child instanceof HTMLLinkElement ? `${child.rel} ${child.getAttribute("href")}` : `${(child as HTMLScriptElement).type} ${child.getAttribute("src")}`,
      );
    const evaluated: string[] = [];
    const seenWhenEvaluating: string[][] = [];
    await loadApp(element, document, async (href) => {
      seenWhenEvaluating.push(added());
      evaluated.push(href);
    });

    expect(evaluated).toEqual(["/assets/react-dom-abc.js", "/assets/react-router-abc.js"]);
    // Everything is requested at once; the entry comes only after its chunks have run.
    expect(seenWhenEvaluating[0]).toEqual(["modulepreload /assets/react-dom-abc.js", "modulepreload /assets/react-router-abc.js", "modulepreload /assets/church-layout-abc.js"]);
    expect(added()).toEqual([
      "modulepreload /assets/react-dom-abc.js",
      "modulepreload /assets/react-router-abc.js",
      "modulepreload /assets/church-layout-abc.js",
      "module /assets/index-abc.js",
    ]);
    // Same CORS mode as the chunks' own imports, so the preloaded responses are used.
    expect(document.head.querySelector("script")?.crossOrigin).toBe("");
  });

  it("requests a few preloads per task, so that a page's twenty-odd make no long task", async () => {
    const element = document.createElement("script");
    element.setAttribute(BOOT_ENTRY_ATTRIBUTE, "/assets/index-abc.js");
    element.setAttribute(BOOT_PRELOAD_ATTRIBUTE, Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`).join(" "));
    const loading = loadApp(element, document, async () => {});
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4);
    await loading;
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(10);
    expect(document.head.lastElementChild?.getAttribute("src")).toBe("/assets/index-abc.js");
  });

  it("evaluates each chunk in a task of its own, and leaves a chunk that fails to the entry", async () => {
    const tasks: string[] = [];
    let task = 0;
    const timer = setInterval(() => (task += 1), 0);
    try {
      await evaluateInTurn(["/a.js", "/b.js", "/missing.js", "/c.js"], async (href) => {
        tasks.push(`${href}@${task}`);
        if (href === "/missing.js") throw new TypeError("Failed to fetch dynamically imported module");
      });
    } finally {
      clearInterval(timer);
    }
    expect(tasks.map((entry) => entry.split("@")[0])).toEqual(["/a.js", "/b.js", "/missing.js"]);
    const [a, b] = tasks.map((entry) => Number(entry.split("@")[1]));
    expect(b).toBeGreaterThan(a!);
  });

  it("adds nothing when its element names no entry", async () => {
    await loadApp(document.createElement("script"), document);
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
