import { useEffect, useRef, useState } from "react";
import { SearchIcon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { isPlainClick } from "./page-links";
import { normaliseSearch, SEARCH_PARAM } from "./listing-state";
import { listingTexts as texts } from "./texts";

/** Spec §4: search is debounced 300 ms; Escape clears it. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that works before the page's scripts run (docs/decisions/411): a GET form whose
 * input is `q`, with `fields` (the tab, view, order...) beside it as hidden inputs, so Enter asks
 * the server for the page with that search. Once the scripts run, it reports its term 300 ms after
 * the visitor stops typing (at once when cleared or submitted) and the page updates in place; text
 * typed before then is searched as if typed at that moment. `value` is the term in effect: when
 * the page clears it ("Limpar busca"), the input follows. `clearSearch` is the URL's search
 * ("?…") without the term: the clear button is a link to it.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label = texts.searchLabel,
  fields = {},
  clearSearch,
  className,
}: {
  value: string;
  onSearch: (term: string) => void;
  placeholder: string;
  label?: string;
  fields?: Readonly<Record<string, string>>;
  clearSearch?: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // On a server-rendered page a visitor can type before the script has taken over: the text is in
  // the input, not in the state. Once hydrated, that text is searched as if typed now.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) setText(typed);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at hydration

  useEffect(() => {
    const term = normaliseSearch(text);
    if (term === normaliseSearch(applied)) return;
    const timer = setTimeout(() => onSearchRef.current(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  function clear() {
    setText("");
    if (applied !== "") onSearchRef.current("");
  }

  // The hidden fields in name order around `q`, so the form asks for the URL the links use.
  const names = Object.keys(fields).sort();
  const hidden = (list: string[]) => list.map((name) => <input key={name} type="hidden" name={name} value={fields[name]} />);
  const clearClass =
    "absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground touch:right-0 touch:size-11";

  return (
    <form
      method="get"
      role="search"
      aria-label={label}
      className={cn("relative w-full max-w-md", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const term = normaliseSearch(inputRef.current?.value ?? text);
        if (term !== normaliseSearch(applied)) onSearchRef.current(term);
      }}
    >
      {hidden(names.filter((name) => name < SEARCH_PARAM))}
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={inputRef}
        type="search"
        name={SEARCH_PARAM}
        enterKeyHint="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            clear();
          }
        }}
        className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {hidden(names.filter((name) => name > SEARCH_PARAM))}
      {text !== "" &&
        (clearSearch !== undefined ? (
          <Link
            to={{ search: clearSearch }}
            replace
            preventScrollReset
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              clear();
            }}
            className={clearClass}
          >
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">{texts.clearSearchField}</span>
          </Link>
        ) : (
          <button type="button" onClick={clear} className={clearClass}>
            <XIcon className="size-4" aria-hidden />
            <span className="sr-only">{texts.clearSearchField}</span>
          </button>
        ))}
    </form>
  );
}
