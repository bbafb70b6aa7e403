import { slotted } from "@/components/ui/slotted";

export const Skeleton = slotted("div", "skeleton", "animate-pulse rounded-md bg-accent");
