import { useEffect, useRef, useState } from "react";
import { XIcon } from "lucide-react";
import { SearchInput } from "@/components/search-input";
import { listingTexts as texts } from "./texts";

/** Spec §4: search is debounced 300 ms; Escape clears it. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search input that reports its term 300 ms after the visitor stops typing (at once when
 * cleared). `value` is the term in effect: when the page clears it ("Limpar busca"), the input
 * follows.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label = texts.searchLabel,
  className,
}: {
  value: string;
  onSearch: (term: string) => void;
  placeholder: string;
  label?: string;
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
    const term = text.trim();
    if (term === applied.trim()) return;
    const timer = setTimeout(() => onSearchRef.current(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  function clear() {
    setText("");
    if (applied !== "") onSearchRef.current("");
  }

  return (
    <SearchInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={setText}
      inputRef={inputRef}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          clear();
        }
      }}
      className={className}
      inputClassName="pr-9 [&::-webkit-search-cancel-button]:hidden"
    >
      {text !== "" && (
        <button
          type="button"
          onClick={clear}
          className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground"
        >
          <XIcon className="size-4" aria-hidden />
          <span className="sr-only">{texts.clearSearchField}</span>
        </button>
      )}
    </SearchInput>
  );
}
