import type { ComponentProps } from "react";
import { isPlainClick } from "./in-place-link";

/**
 * A link that is a button once hydrated (play, docs/decisions/415): without scripts it leads to
 * its href (the video on its host, at the current song); with them Enter, Space or a plain click
 * run `onActivate` in place, as a button does. Another role may be given ('Modo ensaio''s switch).
 */
export function ButtonLink({ onActivate, ...props }: ComponentProps<"a"> & { href: string; onActivate: (link: HTMLAnchorElement) => void }) {
  return (
    <a
      role="button"
      {...props}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onActivate(event.currentTarget);
      }}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        onActivate(event.currentTarget);
      }}
    />
  );
}
