import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { ChurchNavItem } from "./nav-items";
import { NavLinks } from "./nav-links";
import { churchLayoutTexts as texts } from "./texts";

/** The navigation as a sheet on phones (< 768 px); loaded only when a phone opens it. */
export function MobileNav({
  open,
  onOpenChange,
  items,
  header,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: ChurchNavItem[];
  header: React.ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 p-4" closeLabel={texts.closeMenu}>
        <SheetHeader className="p-0">
          <SheetTitle className="sr-only">{texts.mobileMenuTitle}</SheetTitle>
          <SheetDescription className="sr-only">{texts.mobileMenuDescription}</SheetDescription>
          {header}
        </SheetHeader>
        <NavLinks items={items} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
