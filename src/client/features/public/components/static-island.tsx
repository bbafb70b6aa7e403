import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useHydratingNow } from "@/hooks/use-hydrated";
import { isYouTubePlaceholder, nextThumbnailAfter, type ThumbnailMiss } from "./video-thumbnail";

/**
 * Part of a server-rendered page whose elements are only links and images (cards): the client
 * keeps the server's markup as it is and never hydrates it (docs/decisions/484), so a phone spends
 * no time rendering and committing what it already shows. One listener on the part does what the
 * cards' own handlers would: a click on a link navigates in place (as `Link`) after `onOpenLink`,
 * and a thumbnail that fails or is YouTube's placeholder moves on (as `VideoThumbnail`).
 *
 * `drawnFrom` is what the children are drawn from: while it is the one the page was hydrated with,
 * the server's markup stays; when it changes (the data was fetched again), or when the part was not
 * server-rendered, the children are rendered as usual.
 */
export function StaticIsland({
  drawnFrom,
  onOpenLink,
  children,
  ...attributes
}: {
  drawnFrom: unknown;
  /** Called with the link's path before navigating (analytics). */
  onOpenLink?: (path: string) => void;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">) {
  // Not in a client render (a client-side navigation, a "Carregar mais", a hydration that fell
  // back to one): there the children are drawn.
  const hydrating = useHydratingNow();
  const [hydratedWith] = useState(() => (hydrating ? { drawnFrom } : null));
  const island = !import.meta.env.SSR && hydratedWith !== null && Object.is(hydratedWith.drawnFrom, drawnFrom);
  const element = useRef<HTMLDivElement>(null);
  const opened = useRef(onOpenLink);
  const navigate = useNavigate();

  useEffect(() => {
    opened.current = onOpenLink;
  }, [onOpenLink]);

  useEffect(() => {
    const part = element.current;
    if (!part) return;
    if (!island) {
      part.dataset.island = "ready";
      return;
    }
    const onClick = (event: MouseEvent) => {
      const path = linkPathOfClick(event, part);
      if (path === null) return;
      event.preventDefault();
      opened.current?.(path);
      void navigate(path);
    };
    const moveOn = (image: HTMLImageElement, miss: ThumbnailMiss) => {
      const next = nextThumbnailAfter(image.getAttribute("src"), miss);
      if (next) image.setAttribute("src", next);
    };
    const onImageError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) moveOn(event.target, "failed");
    };
    const onImageLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement && isYouTubePlaceholder(event.target)) moveOn(event.target, "placeholder");
    };
    part.addEventListener("click", onClick);
    // `load` and `error` do not bubble: caught on their way down.
    part.addEventListener("error", onImageError, true);
    part.addEventListener("load", onImageLoad, true);
    // An image may have loaded or failed before this listener was there.
    for (const image of part.querySelectorAll("img")) {
      if (!image.complete || !image.currentSrc) continue;
      if (image.naturalWidth === 0) moveOn(image, "failed");
      else if (isYouTubePlaceholder(image)) moveOn(image, "placeholder");
    }
    part.dataset.island = "ready";
    return () => {
      part.removeEventListener("click", onClick);
      part.removeEventListener("error", onImageError, true);
      part.removeEventListener("load", onImageLoad, true);
    };
  }, [island, navigate]);

  if (island) {
    return <div key="island" ref={element} data-island="" {...attributes} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <div key="live" ref={element} data-island="" {...attributes}>
      {children}
    </div>
  );
}

/** The in-app path a plain click on a link inside `part` opens, or null when the browser should handle it. */
function linkPathOfClick(event: MouseEvent, part: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || !part.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.origin !== window.location.origin) return null;
  return `${anchor.pathname}${anchor.search}${anchor.hash}`;
}
