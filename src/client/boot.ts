/**
 * The only script a server-rendered public page names in its HTML (docs/decisions/263). The page
 * is complete without JavaScript, so the app's code (the entry, the chunks it imports and the
 * route's chunks, listed on this script's element by the server) is requested once the page has
 * painted: on a slow phone network the HTML and the first screen's image then do not share the
 * bandwidth with ~150 KB of scripts, and the page hydrates right after (main.tsx).
 *
 * The chunks the entry imports (React DOM, the router, the query cache …) are evaluated one at a
 * time, each in a task of its own, before the entry: evaluated with it, they made one task of
 * 60–120 ms on a phone, the longest of the start (docs/decisions/423). A module runs once per
 * page whoever imports it first, so the entry then finds them ready.
 */
import { BOOT_ENTRY_ATTRIBUTE, BOOT_MODULES_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE } from "@shared/boot-contract";

const listed = (element: Element, attribute: string) => (element.getAttribute(attribute) ?? "").split(" ").filter(Boolean);

/** Lets the browser paint and handle input before the next step (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Requesting a preload costs the main thread a few milliseconds on a phone (the request is set up
 * there): a page's 20-odd in one go made a long task of their own. A few per task, then.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Evaluates `modules` in turn, a task each, with `importModule` (the browser's `import()`). One
 * that fails is left to the entry, whose own import of it reports the failure as it always has.
 */
export async function evaluateInTurn(modules: string[], importModule: (href: string) => Promise<unknown>): Promise<void> {
  for (const href of modules) {
    try {
      await importModule(href);
    } catch {
      return;
    }
    await nextTask();
  }
}

/**
 * Preloads the chunks named on `element` (the entry's, then the route's), a few per task,
 * evaluates the entry's one at a time, then adds the entry script.
 */
export async function loadApp(
  element: Element,
  document: Document,
  importModule: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  const entry = element.getAttribute(BOOT_ENTRY_ATTRIBUTE);
  if (!entry) return;
  const modules = listed(element, BOOT_MODULES_ATTRIBUTE);
  const preloads = [...modules, ...listed(element, BOOT_PRELOAD_ATTRIBUTE)];
  for (let start = 0; start < preloads.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of preloads.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  }
  await evaluateInTurn(modules, importModule);
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
}

/** Calls `then` once, after the page's first contentful paint (or at the latest after `fallbackMs`). */
export function afterFirstPaint(then: () => void, fallbackMs = 2000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // Buffered: a paint that happened before this script ran is reported at once.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
  } else {
    // A frame, then a task: the frame's paint has been done.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  // A tab opened in the background paints only when shown; the app loads anyway.
  setTimeout(once, fallbackMs);
}

const element = typeof document === "undefined" ? null : document.querySelector(`script[${BOOT_ENTRY_ATTRIBUTE}]`);
if (element) afterFirstPaint(() => void loadApp(element, document));
