import {
  CalendarCheckIcon,
  CalendarDaysIcon,
  ChurchIcon,
  GuitarIcon,
  LayoutDashboardIcon,
  ChartColumnIcon,
  ListMusicIcon,
  MusicIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import type { MemberRole } from "@shared/schemas/team";
import { paths } from "@/lib/paths";
import { adminShellTexts } from "./texts";

export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Only the dashboard is active on its exact path; the others also on their sub-pages. */
  exact: boolean;
  requiresChurch: boolean;
  /** Only an Administrador opens it: hidden from an Editor, whose typed URL shows the forbidden page (decision 451). */
  administratorOnly?: true;
};

const { nav } = adminShellTexts;

/** Spec §2 "Admin layout", in the spec's order. */
export const navItems: NavItem[] = [
  {
    label: nav.dashboard,
    href: paths.admin.dashboard.href(),
    icon: LayoutDashboardIcon,
    exact: true,
    requiresChurch: true,
  },
  {
    label: nav.church,
    href: paths.admin.church.href(),
    icon: ChurchIcon,
    exact: false,
    requiresChurch: false,
    administratorOnly: true,
  },
  {
    label: nav.musicians,
    href: paths.admin.musicians.href(),
    icon: UsersIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.bands,
    href: paths.admin.bands.list.href(),
    icon: GuitarIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.services,
    href: paths.admin.services.list.href(),
    icon: CalendarDaysIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.plans,
    href: paths.admin.plans.href(),
    icon: ListMusicIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.escalas,
    href: paths.admin.escalas.href(),
    icon: CalendarCheckIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.songs,
    href: paths.admin.songs.list.href(),
    icon: MusicIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.reports,
    href: paths.admin.reports.href(),
    icon: ChartColumnIcon,
    exact: false,
    requiresChurch: true,
  },
  {
    label: nav.team,
    href: paths.admin.team.href(),
    icon: UserCogIcon,
    exact: false,
    requiresChurch: true,
    administratorOnly: true,
  },
];

/** The entries a member with this role sees (before they have a church, every entry: they register it). */
export function navItemsFor(role: MemberRole | null | undefined): NavItem[] {
  return role === "editor" ? navItems.filter((item) => !item.administratorOnly) : navItems;
}

/** Whether the admin page at `pathname` is an Administrador's only (its entry's section). */
export function administratorOnlyAt(pathname: string): boolean {
  return navItems.some((item) => item.administratorOnly && (pathname === item.href || pathname.startsWith(`${item.href}/`)));
}
