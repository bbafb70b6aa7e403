import { MailIcon } from "lucide-react";
import type { Plan } from "@shared/schemas/plans";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useSendEscala } from "./api";
import { plansTexts } from "./texts";

const texts = plansTexts.escala;

/**
 * 'Enviar escala' (issue 41, docs/decisions/514): the server mails whoever in the team has not had
 * the escala and answers at once; the toast says how many went and who has no e-mail.
 */
export function SendEscalaButton({ plan }: { plan: Plan }) {
  const sending = useSendEscala();
  if (!plan.team.some((entry) => entry.members.length > 0)) return null;

  async function send() {
    try {
      const result = await sending.mutateAsync(plan.id);
      const description = [texts.sent(result), result.withoutEmail.length > 0 ? texts.withoutEmail(result.withoutEmail) : null].filter(Boolean).join(" ");
      toast({ title: plansTexts.successTitle, description });
    } catch {
      toast({ variant: "destructive", title: plansTexts.errorTitle, description: texts.failed });
    }
  }

  return (
    <Button variant="outline" size="sm" className="max-md:h-11" title={texts.hint} disabled={sending.isPending} onClick={() => void send()}>
      <MailIcon aria-hidden />
      {sending.isPending ? texts.sending : texts.send}
    </Button>
  );
}
