import { NavLink } from "react-router";
import { cn } from "@/lib/cn";
import type { ChurchNavItem } from "./nav-items";
import { churchLayoutTexts as texts } from "./texts";

/** The navigation entries, in the side column or in the mobile sheet. */
export function NavLinks({ items, collapsed = false, onNavigate }: { items: ChurchNavItem[]; collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label={texts.navHeading}>
      <ul className="flex flex-col gap-1">
        {items.map(({ label, href, end, Icon }) => (
          <li key={href}>
            <NavLink
              to={href}
              end={end}
              title={collapsed ? label : undefined}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring",
                  isActive && "bg-primary/10 text-primary",
                  collapsed && "justify-center px-0",
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              <span className={cn(collapsed && "sr-only")}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
