import type { Mail } from "../mail-queue";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function passwordRecoveryMail(to: string, link: string): Mail {
  return {
    to,
    subject: "Louvor: recuperação de senha",
    text: [
      "Olá,",
      "",
      "Recebemos um pedido para redefinir a senha da sua conta no Louvor.",
      "Abra o link abaixo para escolher uma nova senha (ele vale por 1 hora e pode ser usado uma vez):",
      "",
      link,
      "",
      "Se você não pediu a recuperação, ignore este e-mail: sua senha continua a mesma.",
    ].join("\n"),
    html: `<p>Olá,</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Louvor.</p>
<p><a href="${escapeHtml(link)}">Escolher uma nova senha</a> (o link vale por 1 hora e pode ser usado uma vez).</p>
<p>Se você não pediu a recuperação, ignore este e-mail: sua senha continua a mesma.</p>`,
  };
}
