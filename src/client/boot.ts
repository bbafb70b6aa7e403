/**
 * The only script a server-rendered public page names in its HTML (docs/decisions/263). The page
 * is complete without JavaScript, so the app's code (the entry and the route chunks, listed on
 * this script's element by the server) is requested once the page has painted: on a slow phone
 * network the HTML and the first screen's image then do not share the bandwidth with ~150 KB of
 * scripts, and the page hydrates right after (main.tsx).
 */
import { BOOT_ENTRY_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE } from "@shared/boot-contract";

/** Adds the route chunks' module preloads and the entry script named on `element` to the document. */
export function loadApp(element: Element, document: Document): void {
  const entry = element.getAttribute(BOOT_ENTRY_ATTRIBUTE);
  if (!entry) return;
  for (const href of (element.getAttribute(BOOT_PRELOAD_ATTRIBUTE) ?? "").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
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
if (element) afterFirstPaint(() => loadApp(element, document));
