import { Separator } from "@/components/ui/separator";
import { SidebarInset, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { AdminSidebar } from "./admin-sidebar";
import { ChurchGate } from "./church-gate";
import { adminShellTexts as texts } from "./texts";

/** Spec §2 "Admin layout": the collapsible sidebar and the content area. */
export function AdminLayout() {
  return (
    <SidebarProvider>
      <AdminSidebar />
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-4">
          <SidebarTrigger label={texts.toggleSidebar} className="-ml-1" />
          <Separator orientation="vertical" className="mr-2 data-[orientation=vertical]:h-4" />
          <span className="font-semibold">{texts.productName}</span>
        </header>
        <div className="flex flex-1 flex-col gap-4 p-4 md:p-6">
          <ChurchGate />
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
