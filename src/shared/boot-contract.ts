/**
 * The contract between the server and the boot script (src/client/boot.ts). Apart from
 * ssr-contract.ts so that the boot's chunk imports nothing (the app's entry imports that one).
 */

/**
 * A server-rendered page names only the boot script (src/client/boot.ts); these attributes of its
 * element tell it, once the page has painted (docs/decisions/263), the app's entry, the chunks the
 * entry imports (evaluated one at a time before it, docs/decisions/423) and the route's chunks to
 * preload. Lists are separated by spaces.
 */
export const BOOT_ENTRY_ATTRIBUTE = "data-louvor-entry";
export const BOOT_MODULES_ATTRIBUTE = "data-louvor-modules";
export const BOOT_PRELOAD_ATTRIBUTE = "data-louvor-preload";
/** The boot script's source, as Vite's manifest names it. */
export const BOOT_SOURCE = "boot.ts";
