/**
 * 'Modo ensaio''s keyboard shortcuts (docs/decisions/445): space plays or pauses, ← and → move 5 s
 * within the song, L turns the loop on or off. Never while typing (an input, a text area, a select,
 * an editable element), never with Ctrl, ⌘ or Alt (the browser's own shortcuts), never for a key a
 * focused control already handled (the timeline's arrows), and space is left to a focused button,
 * link, switch or checkbox, which it activates.
 */

export type PracticeAction = "toggle-play" | "back" | "forward" | "toggle-loop";

export const PRACTICE_STEP_SECONDS = 5;

const TYPING = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";
const SPACE_ACTIVATES = "button, a[href], [role='button'], [role='switch'], [role='checkbox'], [role='radio'], [role='link'], summary";

export function practiceShortcut(event: KeyboardEvent): PracticeAction | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return null;
  switch (event.key) {
    case " ":
      return target?.closest(SPACE_ACTIVATES) ? null : "toggle-play";
    case "ArrowLeft":
      return "back";
    case "ArrowRight":
      return "forward";
    case "l":
    case "L":
      return "toggle-loop";
    default:
      return null;
  }
}
