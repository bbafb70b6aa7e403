import { formatDate, formatTimeOfDay } from "@shared/formatting";
import { paths } from "@shared/paths";
import type { Mail } from "../mail-queue";
import { calendarText, type CalendarEvent } from "./escala-calendar";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** What one escala mail tells: the service, the musician's position, the songs and the links. */
export type EscalaMailContent = {
  to: string;
  musicianName: string;
  churchName: string;
  bandName: string;
  date: string;
  time: string;
  position: string;
  songs: { songName: string; musicalKey: string | null }[];
  /** Absolute: PUBLIC_URL and the plan's rehearsal page. */
  rehearsalUrl: string;
  /** The answer link's token; null for a mail that only says the musician left the escala. */
  token: string | null;
  /** The first mail, an update after a change, the notice of leaving, the reminder to answer, the plan the day before. */
  kind: "new" | "update" | "removed" | "reminder" | "dayBefore";
  /** The musician's personal link ('Minhas escalas'), in every kind of mail. */
  personalToken: string;
  /** The assignment as a calendar event, attached (cancelled in a 'removed' mail). */
  event: CalendarEvent;
};

/** The answer links: always PUBLIC_URL, never the request's Host. */
export function escalaLinks(publicUrl: string, token: string) {
  return { confirm: `${publicUrl}${paths.escalaAnswer.href(token)}`, decline: `${publicUrl}${paths.escalaAnswer.href(token, "nao")}` };
}

const when = (content: EscalaMailContent) => `${formatDate(content.date)} às ${formatTimeOfDay(content.time)}`;

const subjects: Record<EscalaMailContent["kind"], (content: EscalaMailContent) => string> = {
  new: (content) => `Escala: ${when(content)} — ${content.position}`,
  update: (content) => `Escala alterada: ${when(content)} — ${content.position}`,
  removed: (content) => `Você saiu da escala de ${when(content)}`,
  reminder: (content) => `Lembrete: responda à escala de ${when(content)}`,
  dayBefore: (content) => `Amanhã: ${when(content)} — ${content.position}`,
};

const intros: Record<EscalaMailContent["kind"], (content: EscalaMailContent) => string> = {
  new: (content) => `Você está na escala da ${content.churchName} para ${when(content)}, como ${content.position} (banda ${content.bandName}).`,
  update: (content) =>
    `A escala da ${content.churchName} mudou. Agora você está escalado(a) para ${when(content)}, como ${content.position} (banda ${content.bandName}). Responda de novo, por favor.`,
  removed: (content) => `A escala da ${content.churchName} mudou: você não está mais escalado(a) para o culto de ${when(content)}.`,
  reminder: (content) =>
    `Você ainda não respondeu à escala da ${content.churchName} para ${when(content)}, como ${content.position} (banda ${content.bandName}). Pode confirmar?`,
  dayBefore: (content) => `Amanhã você serve na ${content.churchName}: ${when(content)}, como ${content.position} (banda ${content.bandName}). Obrigado por confirmar!`,
};

/** The escala mail (issue 41, docs/decisions/514), text and HTML, with no sign-in in its links. */
export function escalaMail(publicUrl: string, content: EscalaMailContent): Mail {
  const intro = intros[content.kind](content);
  const songs = content.songs.map((song, index) => `${index + 1}. ${song.songName}${song.musicalKey ? ` (Tom: ${song.musicalKey})` : ""}`);
  const links = content.token ? escalaLinks(publicUrl, content.token) : null;
  const mine = `${publicUrl}${paths.myEscalas.href(content.personalToken)}`;
  const text = [
    `Olá, ${content.musicianName}!`,
    "",
    intro,
    ...(content.kind === "removed" ? [] : ["", "Músicas:", ...(songs.length > 0 ? songs : ["(ainda não escolhidas)"]), "", `Página do ensaio: ${content.rehearsalUrl}`]),
    ...(links
      ? ["", `Confirmar: ${links.confirm}`, `Não posso: ${links.decline}`, "", "Os links valem até o dia do culto e servem só para responder a esta escala."]
      : []),
    "",
    `Minhas escalas: ${mine}`,
  ].join("\n");
  const html = [
    `<p>Olá, ${escapeHtml(content.musicianName)}!</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(content.kind === "removed"
      ? []
      : [
          `<p><strong>Músicas:</strong></p>`,
          songs.length > 0 ? `<ol>${content.songs.map((song) => `<li>${escapeHtml(song.songName)}${song.musicalKey ? ` (Tom: ${escapeHtml(song.musicalKey)})` : ""}</li>`).join("")}</ol>` : "<p>(ainda não escolhidas)</p>",
          `<p><a href="${escapeHtml(content.rehearsalUrl)}">Página do ensaio</a></p>`,
        ]),
    ...(links
      ? [
          `<p><a href="${escapeHtml(links.confirm)}"><strong>Confirmar</strong></a> &nbsp;·&nbsp; <a href="${escapeHtml(links.decline)}"><strong>Não posso</strong></a></p>`,
          "<p>Os links valem até o dia do culto e servem só para responder a esta escala.</p>",
        ]
      : []),
    `<p><a href="${escapeHtml(mine)}">Minhas escalas</a> (suas escalas, datas bloqueadas e calendário)</p>`,
  ].join("\n");
  const cancelled = content.kind === "removed";
  const calendar = {
    method: cancelled ? ("CANCEL" as const) : ("PUBLISH" as const),
    content: calendarText([cancelled ? { ...content.event, status: "removido" as const } : content.event], { method: cancelled ? "CANCEL" : "PUBLISH" }),
  };
  return { to: content.to, subject: subjects[content.kind](content), text, html, calendar };
}
