import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { planPageNeeds, SERVICE_WORKER_URL, type SavePlanMessage, type SavePlanReply } from "./offline-policy";

/**
 * What the rehearsal page says about its offline copy (issue 42):
 * - "ready": online, and the page with everything it needs is kept on this device;
 * - "offline-copy": no network, and this is the copy kept at `savedAt`;
 * - "offline": no network, and no copy was kept (the page was open before it could be);
 * - null: online and not (yet) kept, or no service worker here: nothing to say.
 */
export type OfflineStatus = { kind: "ready"; savedAt: number } | { kind: "offline-copy"; savedAt: number } | { kind: "offline" } | null;

export function offlineStatus(browserOnline: boolean, reply: SavePlanReply | null): OfflineStatus {
  const savedAt = reply?.savedAt ?? null;
  if (!browserOnline || reply?.online === false) return savedAt === null ? { kind: "offline" } : { kind: "offline-copy", savedAt };
  return savedAt === null ? null : { kind: "ready", savedAt };
}

function subscribeToConnection(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** The browser's own idea of the connection (`navigator.onLine`); online on the server and while hydrating. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => navigator.onLine,
    () => true,
  );
}

/** The addresses the page has loaded so far: its scripts, styles, images and the files they asked for. */
function loadedResources(): string[] {
  const fromTiming = performance.getEntriesByType("resource").map((entry) => entry.name);
  const fromDocument = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")].map((element) =>
    element instanceof HTMLScriptElement ? element.src : element.href,
  );
  return [...fromTiming, ...fromDocument];
}

/**
 * Registers the worker for this church's plan pages (the folder of this page's address: never the
 * admin area) and asks it to keep this page and what it needs; its answer, or null when there is
 * no worker to ask.
 */
async function savePageForOffline(apiPaths: readonly string[]): Promise<SavePlanReply | null> {
  const container = navigator.serviceWorker;
  try {
    await container.register(SERVICE_WORKER_URL, { scope: new URL("./", window.location.href).pathname });
  } catch {
    // Offline, an earlier registration still serves; with none, `ready` below never settles.
  }
  const registration = await container.ready;
  const active = registration.active;
  if (!active) return null;
  const message: SavePlanMessage = { type: "save-plan", page: window.location.pathname, urls: planPageNeeds(window.location.origin, loadedResources(), apiPaths) };
  const channel = new MessageChannel();
  const answer = new Promise<SavePlanReply>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<SavePlanReply>) => resolve(event.data);
  });
  active.postMessage(message, [channel.port2]);
  try {
    return await answer;
  } finally {
    channel.port1.close();
  }
}

/** The first wait before the copy is tried again when the browser says online but the server was not reached; doubled each time. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * The plan page's offline copy: once the page has hydrated (its scripts all loaded), it is kept on
 * the device by the service worker; the status says whether it is, and whether this is that copy.
 * Only in the built app: the development server has no worker to serve.
 */
export function useOfflineCopy(pageKey: string, apiPaths: readonly string[]): OfflineStatus {
  const browserOnline = useBrowserOnline();
  const [reply, setReply] = useState<SavePlanReply | null>(null);
  // Back online, the browser often says so before the server can be reached (the Wi-Fi joined,
  // its address not yet given): a copy that could not be made then is tried again, 1 s, 2 s,
  // 4 s … up to every 30 s later, until it is made or the browser says offline.
  const [retry, setRetry] = useState(0);
  const failedTries = useRef(0);
  const paths = apiPaths.join(" ");
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    savePageForOffline(paths.split(" ").filter(Boolean))
      .then((answer) => {
        if (!current) return;
        setReply(answer);
        if (answer?.online === false && navigator.onLine) {
          const wait = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failedTries.current++);
          timer = setTimeout(() => setRetry((count) => count + 1), wait);
        } else {
          failedTries.current = 0;
        }
      })
      .catch(() => {
        // No copy (storage full or refused): the page works online as it always did.
      });
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // Asked again when the connection comes or goes: back online, the copy is brought up to date.
  }, [pageKey, paths, browserOnline, retry]);
  return offlineStatus(browserOnline, reply);
}
