import { CheckIcon, ClockIcon, XIcon } from "lucide-react";
import type { PlanAssignmentStatus } from "@shared/schemas/plans";
import { Badge } from "@/components/ui/badge";
import { plansTexts } from "./texts";

/** Each answer's badge: its word and an icon beside the colour, so it reads without colour too. */
const LOOK = {
  pendente: { variant: "outline", Icon: ClockIcon },
  confirmado: { variant: "success", Icon: CheckIcon },
  recusado: { variant: "destructive", Icon: XIcon },
} as const;

/** 'Pendente', 'Confirmado' or 'Recusado'. */
export function EscalaStatusBadge({ status }: { status: PlanAssignmentStatus }) {
  const { variant, Icon } = LOOK[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden />
      {plansTexts.team.status[status]}
    </Badge>
  );
}
