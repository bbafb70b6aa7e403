import { MusicIcon } from "lucide-react";
import { Link } from "react-router";
import { SearchBox } from "@/features/public/components/listing/search-box";
import { useUrlSearch } from "@/features/public/components/listing/use-url-search";
import { ChurchAvatar } from "@/features/public/components/church-avatar";
import { RetryNotice } from "@/features/public/components/retry-notice";
import { useDocumentTitle } from "@/features/public/components/use-document-title";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useChurchDirectory } from "./api/list-churches";
import { homeTexts as texts } from "./texts";

const SKELETON_CHURCHES = 6;

/** The church directory at / (docs/decisions/171): every church with its logo and name, and a search
 * (`?q=`). */
export function HomePage() {
  // The search lives in the URL (`?q=`): the box is a form the server answers (docs/decisions/411).
  const { search, setSearch, clearSearch } = useUrlSearch();
  const directory = useChurchDirectory(search);
  useDocumentTitle(texts.documentTitle);
  const churches = directory.data?.churches ?? [];

  let body: React.ReactNode;
  if (directory.isPending) {
    body = (
      <ul aria-busy="true" aria-label={texts.loading} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CHURCHES }, (_, index) => (
          <li key={index} className="flex items-center gap-3 rounded-xl border p-4">
            <Skeleton className="size-12 rounded-full" />
            <Skeleton className="h-5 w-40" />
          </li>
        ))}
      </ul>
    );
  } else if (directory.isError) {
    body = <RetryNotice message={texts.error} onRetry={() => void directory.refetch()} />;
  } else if (churches.length === 0) {
    body = <p className="py-10 text-center text-muted-foreground">{texts.empty + (search ? texts.emptySearchHint : "")}</p>;
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {churches.map((church) => (
          <li key={church.id}>
            <Link
              to={paths.church.root.href(church.slug)}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ChurchAvatar name={church.name} logoUrl={church.logoUrl} />
              <span className="min-w-0 truncate font-semibold">{church.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="min-h-svh bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-4 px-4">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <MusicIcon className="size-4" aria-hidden />
          </span>
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.admin.login.href()}>{texts.adminLink}</Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
        <div className="flex flex-col gap-2">
          <h1 className="text-4xl font-bold tracking-tight">{texts.productName}</h1>
          <p className="text-lg text-muted-foreground">{texts.description}</p>
        </div>
        <section aria-labelledby="directory-heading" className="flex flex-col gap-4">
          <h2 id="directory-heading" className="text-2xl font-semibold">
            {texts.heading}
          </h2>
          <SearchBox value={search} onSearch={setSearch} placeholder={texts.searchPlaceholder} label={texts.searchLabel} clearSearch={clearSearch} />
          {body}
        </section>
      </main>
    </div>
  );
}
