import { SearchBox } from "./listing/search-box";

/**
 * A church list page's title with its search box beside it (below it on a phone). The box is a
 * GET form (`q`) that works before the scripts run; `clearSearch` is the URL's search without the
 * term (docs/decisions/411).
 */
export function SearchPageHeader({
  title,
  search,
  onSearch,
  label,
  placeholder,
  clearSearch = "",
}: {
  title: string;
  search: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  clearSearch?: string;
}) {
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <h1 className="text-2xl font-bold">{title}</h1>
      <SearchBox value={search} onSearch={onSearch} label={label} placeholder={placeholder} clearSearch={clearSearch} className="md:max-w-sm" />
    </header>
  );
}
