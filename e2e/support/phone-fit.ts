import type { Page } from "@playwright/test";

/** The phone widths every screen must fit (issue 28), with a common phone's height. */
export const PHONE_VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
] as const;

/** A tap target's least width and height, and the least space between two of them (docs/decisions/431). */
export const MIN_TARGET_PX = 44;
export const MIN_GAP_PX = 8;

/** What the phone-fit check looks at on a screen. */
export type FitCheck = {
  /** Where the screen is, for the messages ("/admin/songs", "/admin/songs: delete dialog"). */
  where: string;
  /** Only the controls inside this element count (an open dialog); the whole page otherwise. */
  scope?: string;
};

type Finding = { kind: "overflow" | "offscreen" | "small" | "close" | "dialog"; text: string };

/**
 * Everything on the screen that does not fit a phone, in words: the document wider than the
 * screen (with the elements that stick out), a control partly off the screen's sides, a control
 * under 44 × 44 px, two controls less than 8 px apart, a dialog that does not fit the screen.
 *
 * Controls: button, [role=button], [role=tab], [role=checkbox], [role=switch], [role=radio],
 * input, select, summary and links, except a link inside running text (an inline link in a
 * block that has other words). A checkbox, radio or switch counts with its labels (tapping the
 * label ticks it). Not counted: what is hidden, visually hidden (1 px), aria-hidden or inert,
 * and what sits inside a strip that says it is a carousel (it may scroll sideways).
 */
export async function fitProblems(page: Page, { where, scope }: FitCheck): Promise<string[]> {
  const findings = await page.evaluate(measureInPage, { scope, minTarget: MIN_TARGET_PX, minGap: MIN_GAP_PX });
  const width = page.viewportSize()?.width;
  return findings.map((finding) => `${where} @${width}px: ${finding.text}`);
}

/** The measuring itself, run in the page. */
// eslint-disable-next-line max-lines-per-function -- page.evaluate sends one function to the page, so its helpers live inside it
const measureInPage = ({ scope, minTarget, minGap }: { scope: string | undefined; minTarget: number; minGap: number }): Finding[] => {
  const found: Finding[] = [];
  const screenWidth = window.innerWidth;
  const screenHeight = window.innerHeight;
  const TOLERANCE = 0.5;

  const shortText = (text: string | null | undefined, max = 40) => {
    const clean = (text ?? "").replace(/\s+/g, " ").trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  };

  /** A short CSS-like path of an element: up to three ancestors, by id, data-slot or first class. */
  const selectorOf = (element: Element): string => {
    const part = (node: Element) => {
      const tag = node.tagName.toLowerCase();
      if (node.id && !/^(radix-|«|:r)/.test(node.id)) return `${tag}#${node.id}`;
      const slot = node.getAttribute("data-slot");
      if (slot) return `${tag}[data-slot=${slot}]`;
      const label = node.getAttribute("aria-label");
      if (label) return `${tag}[aria-label="${shortText(label, 30)}"]`;
      const firstClass = typeof node.className === "string" ? node.className.split(/\s+/).find(Boolean) : undefined;
      return firstClass ? `${tag}.${firstClass}` : tag;
    };
    const parts = [part(element)];
    let node = element.parentElement;
    while (node && parts.length < 4 && node !== document.body) {
      parts.unshift(part(node));
      node = node.parentElement;
    }
    return parts.join(" > ");
  };

  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    const fromIds = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ")
      : "";
    const labels = "labels" in element ? Array.from((element as HTMLInputElement).labels ?? []).map((label) => label.textContent).join(" ") : "";
    return shortText(
      element.getAttribute("aria-label") ||
        fromIds ||
        labels ||
        (element as HTMLElement).innerText ||
        element.getAttribute("title") ||
        element.getAttribute("placeholder") ||
        (element as HTMLInputElement).value ||
        "",
    );
  };

  const describe = (element: Element) => {
    const role = element.getAttribute("role");
    const type = element.tagName === "INPUT" ? (element as HTMLInputElement).type : null;
    const kind = `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ""}${type ? `[type=${type}]` : ""}`;
    return `${kind} "${nameOf(element)}" (${selectorOf(element)})`;
  };

  const isHiddenFromUsers = (element: Element) => element.closest('[aria-hidden="true"], [inert]') !== null;
  const inCarousel = (element: Element) => element.closest('[aria-roledescription="carousel"]') !== null;

  /** True when an ancestor clips the element sideways (a scroller or overflow hidden), which is then what shows. */
  const clippedSideways = (element: Element) => {
    for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
      if (node === document.body) return false;
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX !== "visible") return true;
    }
    return false;
  };

  const isFixed = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") return true;
    }
    return false;
  };

  // 1. The document is never wider than the screen.
  const documentWidth = document.documentElement.scrollWidth;
  if (documentWidth > screenWidth) {
    const sticking: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= screenWidth + TOLERANCE) continue;
      if (clippedSideways(element) || isFixed(element)) continue;
      const parent = element.parentElement;
      // The outermost element that sticks out: its parent still fits.
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > screenWidth + TOLERANCE) continue;
      sticking.push(`${selectorOf(element)} reaches ${Math.round(rect.right + window.scrollX)} px`);
      if (sticking.length === 5) break;
    }
    found.push({
      kind: "overflow",
      text: `the page is ${documentWidth} px wide on a ${screenWidth} px screen: ${sticking.join("; ") || "(no single element found)"}`,
    });
  }

  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return [{ kind: "dialog", text: `nothing matches ${scope}` }] as Finding[];

  // 2. A dialog fits the screen (and scrolls inside when its content is longer).
  for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
    if (scope && !dialog.matches(scope) && !root.contains(dialog)) continue;
    const rect = dialog.getBoundingClientRect();
    if (rect.width === 0) continue;
    if (rect.left < -TOLERANCE || rect.right > screenWidth + TOLERANCE || rect.top < -TOLERANCE || rect.bottom > screenHeight + TOLERANCE) {
      found.push({
        kind: "dialog",
        text: `${describe(dialog)} does not fit the ${screenWidth}×${screenHeight} screen: ${Math.round(rect.left)},${Math.round(rect.top)} to ${Math.round(rect.right)},${Math.round(rect.bottom)}`,
      });
    }
  }

  // 3. The controls: on the screen sideways, at least 44 × 44 px, at least 8 px apart.
  const CONTROLS =
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], input:not([type="hidden"]), select, summary, a[href]';
  const isRunningTextLink = (link: Element) => {
    if (getComputedStyle(link).display !== "inline") return false;
    let block = link.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) return false;
    const own = (link.textContent ?? "").replace(/\s+/g, "");
    const around = (block.textContent ?? "").replace(/\s+/g, "");
    return around.length > own.length;
  };

  /**
   * How an ancestor that clips its overflow hides the element: "hidden" when the element lies
   * wholly outside a box that does not scroll (a collapsed section), "sideways" when it lies
   * partly outside a box that scrolls sideways (a wide table), reachable only by that scroll.
   */
  const clipping = (element: Element, box: DOMRect): "hidden" | "sideways" | null => {
    let sideways = false;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      const outsideX = box.right <= clip.left || box.left >= clip.right;
      const outsideY = box.bottom <= clip.top || box.top >= clip.bottom;
      const scrollsX = style.overflowX === "auto" || style.overflowX === "scroll";
      const scrollsY = style.overflowY === "auto" || style.overflowY === "scroll";
      if ((outsideX && !scrollsX) || (outsideY && !scrollsY)) return "hidden";
      if (scrollsX && (box.left < clip.left - TOLERANCE || box.right > clip.right + TOLERANCE) && !inCarousel(node)) sideways = true;
    }
    return sideways ? "sideways" : null;
  };

  type Target = { element: Element; rect: { left: number; top: number; right: number; bottom: number } };
  const targets: Target[] = [];
  for (const element of Array.from(root.querySelectorAll(CONTROLS))) {
    const own = element.getBoundingClientRect();
    // Not shown, or visually hidden (the sr-only pattern).
    if (own.width <= 1 || own.height <= 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) continue;
    if (isHiddenFromUsers(element)) continue;
    // The content of a closed disclosure is not shown (Chromium lays it out under
    // content-visibility: hidden, so it has a size): only its summary is there to tap.
    const disclosure = element.closest("details");
    if (disclosure && !disclosure.open && !element.closest("summary")) continue;
    const clipped = clipping(element, own);
    if (clipped === "hidden") continue;
    if (element.tagName === "A" && isRunningTextLink(element)) continue;
    // Nested controls (a link styled as a button holding another element) count once, as the outer one.
    if (element.parentElement?.closest(CONTROLS) && root.contains(element.parentElement.closest(CONTROLS))) continue;

    const rect = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
    const role = element.getAttribute("role");
    const type = element.tagName === "INPUT" ? (element as HTMLInputElement).type : "";
    if (role === "checkbox" || role === "radio" || role === "switch" || type === "checkbox" || type === "radio") {
      for (const label of Array.from((element as HTMLInputElement).labels ?? [])) {
        const box = label.getBoundingClientRect();
        if (box.width === 0) continue;
        rect.left = Math.min(rect.left, box.left);
        rect.top = Math.min(rect.top, box.top);
        rect.right = Math.max(rect.right, box.right);
        rect.bottom = Math.max(rect.bottom, box.bottom);
      }
    }
    const width = rect.right - rect.left;
    const height = rect.bottom - rect.top;

    if (!inCarousel(element) && (own.left < -TOLERANCE || own.right > screenWidth + TOLERANCE)) {
      found.push({
        kind: "offscreen",
        text: `${describe(element)} is off the screen sideways (x ${Math.round(own.left)} to ${Math.round(own.right)} on a ${screenWidth} px screen)`,
      });
    } else if (clipped === "sideways") {
      found.push({ kind: "offscreen", text: `${describe(element)} is cut off by a box that scrolls sideways (x ${Math.round(own.left)} to ${Math.round(own.right)})` });
    }
    if (width < minTarget - TOLERANCE || height < minTarget - TOLERANCE) {
      found.push({ kind: "small", text: `${describe(element)} is ${Math.round(width)}×${Math.round(height)} px (under ${minTarget}×${minTarget})` });
    }
    targets.push({ element, rect });
  }

  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i]!;
      const b = targets[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const dx = Math.max(0, Math.max(a.rect.left, b.rect.left) - Math.min(a.rect.right, b.rect.right));
      const dy = Math.max(0, Math.max(a.rect.top, b.rect.top) - Math.min(a.rect.bottom, b.rect.bottom));
      const gap = Math.hypot(dx, dy);
      if (gap < minGap - TOLERANCE) {
        found.push({ kind: "close", text: `${describe(a.element)} and ${describe(b.element)} are ${Math.round(gap)} px apart (under ${minGap})` });
      }
    }
  }
  return found;
};
