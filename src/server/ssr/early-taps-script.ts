import { createHash } from "node:crypto";
import { EARLY_TAPS_SCRIPT } from "@shared/early-taps";

/**
 * The early-taps script as a server-rendered page carries it, inline in its head (docs/decisions/497),
 * and the `script-src` source that lets exactly that script run under the pages' policy, which
 * allows no other inline script. A hash, not a nonce: a rendered page is kept and sent again as
 * it is (decision 245).
 */
export const EARLY_TAPS_ELEMENT = `<script>${EARLY_TAPS_SCRIPT}</script>`;

export const EARLY_TAPS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_TAPS_SCRIPT, "utf8").digest("base64")}'`;
