import type { KeyboardEventHandler, ReactNode, Ref } from "react";
import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

export type SearchInputProps = {
  label: string;
  placeholder: string;
  value: string;
  /** Every keystroke's text; the caller debounces the search itself. */
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /** Shown over the input's right end (a clear button). */
  children?: ReactNode;
};

/** A search box: a magnifier and a search input named by `label` (admin lists, public listings). */
export function SearchInput({ label, placeholder, value, onChange, className, inputClassName, inputRef, onKeyDown, children }: SearchInputProps) {
  return (
    <div className={cn("relative w-full max-w-md", className)}>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn("pl-9", inputClassName)}
      />
      {children}
    </div>
  );
}
