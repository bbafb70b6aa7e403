import { paths } from "@shared/paths";
import type { Mail } from "../mail-queue";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The sign-up confirmation link: always PUBLIC_URL, never the request's Host. */
export function signupConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.admin.signupConfirm.href(token)}`;
}

export function signupConfirmationMail(to: string, link: string, hours: number): Mail {
  return {
    to,
    subject: "Louvor: confirme seu e-mail",
    text: [
      "Olá,",
      "",
      "Recebemos o cadastro de uma conta no Louvor com este e-mail.",
      `Abra o link abaixo para confirmar (ele vale por ${hours} horas e pode ser usado uma vez):`,
      "",
      link,
      "",
      "Se você não criou esta conta, ignore este e-mail.",
    ].join("\n"),
    html: `<p>Olá,</p>
<p>Recebemos o cadastro de uma conta no Louvor com este e-mail.</p>
<p><a href="${escapeHtml(link)}">Confirmar meu e-mail</a> (o link vale por ${hours} horas e pode ser usado uma vez).</p>
<p>Se você não criou esta conta, ignore este e-mail.</p>`,
  };
}
