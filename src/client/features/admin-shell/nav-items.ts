import {
  CalendarDaysIcon,
  ChurchIcon,
  GuitarIcon,
  LayoutDashboardIcon,
  ChartColumnIcon,
  ListMusicIcon,
  MusicIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { paths } from "@/lib/paths";
import { adminShellTexts } from "./texts";

export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Only the dashboard is active on its exact path; the others also on their sub-pages. */
  exact: boolean;
  requiresChurch: boolean;
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
];
