import { useEffect } from "react";
import { MusicIcon } from "lucide-react";
import { Link, useMatch } from "react-router";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "@/components/ui/sidebar";
import { toast } from "@/components/ui/use-toast";
import { useChurch } from "@/lib/current-church";
import { navItemsFor, type NavItem } from "./nav-items";
import { AccountMenuItem } from "./account-menu-item";
import { SignOutMenuItem } from "./sign-out-menu-item";
import { adminShellTexts as texts } from "./texts";

type ChurchStatus = "loading" | "failed" | "missing" | "present";

export function AdminSidebar() {
  const church = useChurch();
  const status: ChurchStatus = church.isPending
    ? "loading"
    : church.isError
      ? "failed"
      : church.data.church
        ? "present"
        : "missing";

  useEffect(() => {
    if (status === "failed") {
      toast({ variant: "destructive", title: texts.errorTitle, description: texts.churchLoadFailed });
    }
  }, [status]);

  function explainBlocked() {
    if (status === "failed") {
      toast({ variant: "destructive", title: texts.errorTitle, description: texts.churchLoadFailed });
      void church.refetch();
      return;
    }
    toast({ variant: "destructive", title: texts.errorTitle, description: texts.churchRequired });
  }

  return (
    <Sidebar
      collapsible="icon"
      mobileTitle={texts.mobileMenuTitle}
      mobileDescription={texts.mobileMenuDescription}
    >
      <SidebarHeader>
        <div className="flex h-12 items-center gap-2 px-2 group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:px-0">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-sidebar-primary text-sidebar-primary-foreground">
            <MusicIcon className="size-4" aria-hidden />
          </span>
          <span className="truncate font-semibold group-data-[collapsible=icon]:hidden">
            {texts.productName}
          </span>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel asChild>
            <h2>{texts.menuHeading}</h2>
          </SidebarGroupLabel>
          <SidebarGroupContent>
            <nav aria-label={texts.menuHeading}>
              <SidebarMenu>
                {navItemsFor(church.data?.role).map((item) => (
                  <NavEntry
                    key={item.href}
                    item={item}
                    // While the church is read, an entry opens: the page's gate waits for the church
                    // and explains a missing one as this menu does, so an early tap is not lost.
                    blocked={item.requiresChurch && (status === "missing" || status === "failed")}
                    onBlockedClick={explainBlocked}
                  />
                ))}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <AccountMenuItem />
          <SignOutMenuItem />
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}

function NavEntry({
  item,
  blocked,
  onBlockedClick,
}: {
  item: NavItem;
  blocked: boolean;
  onBlockedClick: () => void;
}) {
  const match = useMatch({ path: item.href, end: item.exact });
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = item.icon;

  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={match !== null} tooltip={item.label}>
        <Link
          to={item.href}
          aria-current={match ? "page" : undefined}
          aria-disabled={blocked || undefined}
          onClick={(event) => {
            if (blocked) {
              event.preventDefault();
              onBlockedClick();
              return;
            }
            if (isMobile) setOpenMobile(false);
          }}
        >
          <Icon aria-hidden />
          <span>{item.label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
