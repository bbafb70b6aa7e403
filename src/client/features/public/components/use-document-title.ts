import { useEffect } from "react";

/** Keeps the tab's title in step with the page (the server sends the first one with the HTML). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
