import { PlaceholderPage } from "@/features/admin-shell/placeholder-page";
import { adminShellTexts } from "@/features/admin-shell/texts";

/** Placeholder until this screen's issue replaces this file. */
export function AddSongPage() {
  return <PlaceholderPage title={adminShellTexts.pageTitles.songs} />;
}
