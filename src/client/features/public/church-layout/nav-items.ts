import { HomeIcon, UsersIcon, VideoIcon } from "lucide-react";
import { paths } from "@/lib/paths";
import { churchLayoutTexts as texts } from "./texts";

export type ChurchNavItem = { label: string; href: string; end: boolean; Icon: typeof HomeIcon };

/** Spec §2: the side navigation has Início, Cultos and Bandas. */
export function churchNavItems(churchSlug: string): ChurchNavItem[] {
  return [
    { label: texts.nav.home, href: paths.church.root.href(churchSlug), end: true, Icon: HomeIcon },
    { label: texts.nav.services, href: paths.church.services.href(churchSlug), end: false, Icon: VideoIcon },
    { label: texts.nav.bands, href: paths.church.bands.href(churchSlug), end: false, Icon: UsersIcon },
  ];
}
