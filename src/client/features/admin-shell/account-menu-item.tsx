import { UserRoundIcon } from "lucide-react";
import { Link, useMatch } from "react-router";
import { SidebarMenuButton, SidebarMenuItem, useSidebar } from "@/components/ui/sidebar";
import { paths } from "@/lib/paths";
import { adminShellTexts } from "./texts";

const label = adminShellTexts.account;

/** 'Minha conta' in the sidebar footer, beside 'Sair': where a signed-in member looks for their own account. */
export function AccountMenuItem() {
  const href = paths.admin.account.href();
  const match = useMatch({ path: href, end: true });
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={match !== null} tooltip={label}>
        <Link
          to={href}
          aria-current={match ? "page" : undefined}
          onClick={() => {
            if (isMobile) setOpenMobile(false);
          }}
        >
          <UserRoundIcon aria-hidden />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
