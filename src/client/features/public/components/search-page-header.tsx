import { SearchBox } from "./listing/search-box";

/** A church list page's title with its search box beside it (below it on a phone). */
export function SearchPageHeader({
  title,
  search,
  onSearch,
  label,
  placeholder,
}: {
  title: string;
  search: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <h1 className="text-2xl font-bold">{title}</h1>
      <SearchBox value={search} onSearch={onSearch} label={label} placeholder={placeholder} className="md:max-w-sm" />
    </header>
  );
}
