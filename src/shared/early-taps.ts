/**
 * Taps kept until hydration (docs/decisions/497). A server-rendered public page carries, inline in
 * its head, `EARLY_TAPS_SCRIPT`: until React has hydrated a control marked `data-replay="<id>"`, a
 * click on it is stopped, kept in a queue (once per control) and the control is dimmed; once the
 * control has hydrated, the client (features/public/components/early-taps.ts) clicks it again,
 * once. Controls that are links or forms the server answers need none of this; it is for the few
 * that only a script can do (the player's shuffle, repeat and play, the side navigation's toggle).
 */

/** The attribute that marks a control whose early taps are kept; its value names the control on its page. */
export const REPLAY_ATTRIBUTE = "data-replay";

/** The `<style>` element that dims a control while its tap waits (removed when the tap is replayed). */
export const REPLAY_PENDING_ATTRIBUTE = "data-replay-pending";

/** Where the script keeps its state on `window`. */
export const EARLY_TAPS_GLOBAL = "__louvorEarlyTaps";

/** A control's name: lowercase letters, digits and hyphens (it is used in a CSS selector as it is). */
export const REPLAY_ID = /^[a-z0-9-]+$/;

export type EarlyTaps = {
  /** The controls tapped before they hydrated, in the order of their first tap, each once. */
  queue: string[];
  /** Controls hydrated: their clicks go to React as usual. */
  ready: Record<string, true>;
  /** An app script failed to load: nothing is kept any more (a link tapped is followed). */
  stopped: boolean;
};

/**
 * The inline script's source (plain ES5: it runs as written, before any other script). A click with a
 * modifier or another button keeps the browser's meaning. When one of the app's scripts fails to
 * load, hydration will not come: the script stops keeping taps and follows the first kept tap that
 * was on a link (play's link to the video), so that tap still does what it did without scripts.
 */
const EARLY_TAPS_SOURCE = `(function () {
  var taps = (window["${EARLY_TAPS_GLOBAL}"] = { queue: [], ready: {}, stopped: false });
  var selector = "[${REPLAY_ATTRIBUTE}]";
  function dim(id) {
    var style = document.createElement("style");
    style.setAttribute("${REPLAY_PENDING_ATTRIBUTE}", id);
    style.textContent = '[${REPLAY_ATTRIBUTE}="' + id + '"]{opacity:.55;cursor:progress}';
    document.head.appendChild(style);
  }
  addEventListener("click", function (event) {
    if (taps.stopped || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    var control = event.target && event.target.closest ? event.target.closest(selector) : null;
    if (!control) return;
    var id = control.getAttribute("${REPLAY_ATTRIBUTE}");
    if (!${REPLAY_ID}.test(id) || taps.ready[id]) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (taps.queue.indexOf(id) >= 0) return;
    taps.queue.push(id);
    dim(id);
  }, true);
  addEventListener("error", function (event) {
    var failed = event.target;
    if (taps.stopped || !failed || !(failed.tagName === "SCRIPT" || (failed.tagName === "LINK" && failed.rel === "modulepreload"))) return;
    taps.stopped = true;
    var kept = taps.queue;
    taps.queue = [];
    var dimmed = document.querySelectorAll("style[${REPLAY_PENDING_ATTRIBUTE}]");
    for (var i = 0; i < dimmed.length; i++) dimmed[i].remove();
    for (var j = 0; j < kept.length; j++) {
      var control = document.querySelector('[${REPLAY_ATTRIBUTE}="' + kept[j] + '"]');
      if (control && control.href) return location.assign(control.href);
    }
  }, true);
})();`;

/** The script as the page carries it: one line (the source above has only whole statements per line). */
export const EARLY_TAPS_SCRIPT = EARLY_TAPS_SOURCE.replace(/\n\s*/g, "");
