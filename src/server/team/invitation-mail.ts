import type { Mail } from "../mail-queue";
import { paths } from "@shared/paths";
import { roleLabels, type InvitationRole } from "@shared/schemas/invitations";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The invitation link: always PUBLIC_URL, never the request's Host. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.acceptInvitation.href(token)}`;
}

/** The invitation mail; `churchName` null for a first administrator (they register their church after). */
export function invitationMail(to: string, link: string, invite: { churchName: string | null; role: InvitationRole }): Mail {
  const what = invite.churchName
    ? `Você foi convidado para a equipe da ${invite.churchName} no Louvor, como ${roleLabels[invite.role]}.`
    : "Você foi convidado para administrar a sua igreja no Louvor.";
  return {
    to,
    subject: invite.churchName ? `Louvor: convite para a equipe da ${invite.churchName}` : "Louvor: convite para administrar sua igreja",
    text: [
      "Olá,",
      "",
      what,
      "Abra o link abaixo para aceitar (ele vale por 7 dias e pode ser usado uma vez):",
      "",
      link,
      "",
      "Se você não esperava este convite, ignore este e-mail.",
    ].join("\n"),
    html: `<p>Olá,</p>
<p>${escapeHtml(what)}</p>
<p><a href="${escapeHtml(link)}">Aceitar o convite</a> (o link vale por 7 dias e pode ser usado uma vez).</p>
<p>Se você não esperava este convite, ignore este e-mail.</p>`,
  };
}
