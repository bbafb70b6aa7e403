import { act, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT, REPLAY_PENDING_ATTRIBUTE, type EarlyTaps } from "@shared/early-taps";
import { useEarlyTaps } from "./early-taps";

/**
 * The early-taps script as a server-rendered page runs it (inline, before the page), and the
 * hook that replays its taps once a control has hydrated (docs/decisions/497).
 */

function Control({ id, onClick }: { id: string; onClick: () => void }) {
  const taps = useEarlyTaps(id);
  return (
    <button {...taps} type="button" onClick={onClick}>
      {id}
    </button>
  );
}

const roots: Root[] = [];

/** The control's server HTML in the page, not hydrated yet. */
function serverRendered(id: string, onClick: () => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Control id={id} onClick={onClick} />);
  document.body.append(container);
  const button = container.querySelector("button")!;
  return {
    button,
    hydrate: () => act(() => void roots.push(hydrateRoot(container, <Control id={id} onClick={onClick} />))),
  };
}

const dimmed = (id: string) => document.head.querySelector(`style[${REPLAY_PENDING_ATTRIBUTE}="${id}"]`);

beforeAll(() => {
  // As the page's inline script: it listens before anything else.
  new Function(EARLY_TAPS_SCRIPT)();
});

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
  Object.assign((window as unknown as Record<string, EarlyTaps>)[EARLY_TAPS_GLOBAL]!, { queue: [], stopped: false });
});

describe("early taps", () => {
  it("keep a tap made before hydration and do it once the control has hydrated, once however many taps there were", async () => {
    const onClick = vi.fn();
    const control = serverRendered("shuffle", onClick);
    control.button.click();
    control.button.click();
    expect(dimmed("shuffle")).not.toBeNull();

    control.hydrate();
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    expect(dimmed("shuffle")).toBeNull();

    // Once hydrated, a tap goes to the control as usual.
    control.button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it("do nothing for a control tapped only after hydration", async () => {
    const onClick = vi.fn();
    const control = serverRendered("repeat", onClick);
    control.hydrate();
    control.button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("wait for each control's own hydration", async () => {
    const order: string[] = [];
    const first = serverRendered("play", () => order.push("play"));
    const second = serverRendered("church-nav", () => order.push("church-nav"));
    second.button.click();
    first.button.click();

    first.hydrate();
    await waitFor(() => expect(order).toEqual(["play"]));
    expect(dimmed("church-nav")).not.toBeNull();
    second.hydrate();
    await waitFor(() => expect(order).toEqual(["play", "church-nav"]));
  });

  it("keep nothing once one of the app's scripts has failed to load: hydration will not come", () => {
    const onClick = vi.fn();
    const control = serverRendered("play-video", onClick);
    control.button.click();
    expect(dimmed("play-video")).not.toBeNull();

    const script = document.createElement("script");
    document.head.append(script);
    script.dispatchEvent(new Event("error"));
    script.remove();
    expect(dimmed("play-video")).toBeNull();
    // The tap is no longer stopped (a link would be followed, as without scripts).
    const tap = new MouseEvent("click", { bubbles: true, cancelable: true });
    control.button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });
});
