import { afterEach, describe, expect, it } from "vitest";
import { practiceShortcut } from "./practice-shortcuts";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A keydown dispatched on `target` (the page's body by default), as the browser sends it. */
function keydown(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  let seen: KeyboardEvent | null = null;
  const listener = (event: KeyboardEvent) => (seen = event);
  document.addEventListener("keydown", listener);
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
  document.removeEventListener("keydown", listener);
  return practiceShortcut(seen!);
}

function element(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

describe("'Modo ensaio' keyboard shortcuts", () => {
  it("space plays or pauses, the arrows step, L turns the loop on or off", () => {
    expect(keydown(" ")).toBe("toggle-play");
    expect(keydown("ArrowLeft")).toBe("back");
    expect(keydown("ArrowRight")).toBe("forward");
    expect(keydown("l")).toBe("toggle-loop");
    expect(keydown("L", document.body, { shiftKey: true })).toBe("toggle-loop");
    expect(keydown("k")).toBeNull();
    expect(keydown("ArrowUp")).toBeNull();
  });

  it("does nothing while typing", () => {
    for (const html of ['<input type="search">', "<textarea></textarea>", "<select><option>a</option></select>", '<div contenteditable="true"></div>']) {
      const field = element(html);
      for (const key of [" ", "ArrowLeft", "ArrowRight", "l"]) expect(keydown(key, field), `${key} in ${html}`).toBeNull();
    }
  });

  it("leaves the browser's own shortcuts alone", () => {
    expect(keydown("ArrowLeft", document.body, { altKey: true })).toBeNull();
    expect(keydown("l", document.body, { ctrlKey: true })).toBeNull();
    expect(keydown("l", document.body, { metaKey: true })).toBeNull();
  });

  it("leaves space to a focused button, link or switch, which it activates; the arrows still step there", () => {
    for (const html of ["<button>Pausar</button>", '<a href="/x">Próxima</a>', '<a href="/x" role="switch" aria-checked="true">Modo ensaio</a>']) {
      const control = element(html);
      expect(keydown(" ", control), html).toBeNull();
      expect(keydown("ArrowRight", control), html).toBe("forward");
    }
  });

  it("does nothing for a key a focused control already handled (the timeline's arrows)", () => {
    const slider = element('<div role="slider" tabindex="0"></div>');
    slider.addEventListener("keydown", (event) => event.preventDefault());
    expect(keydown("ArrowRight", slider)).toBeNull();
  });
});
