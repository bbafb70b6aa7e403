import { formatDate, formatTimeOfDay } from "./formatting";
import type { Plan } from "./schemas/plans";

const statusMark = { pendente: "", confirmado: " ✅", recusado: " ❌" } as const;

/**
 * The escala as a WhatsApp group message (issue 41, docs/decisions/514): the date and band, each
 * position with its musicians and their answers, the songs with their keys, and the rehearsal page.
 * WhatsApp shows *text* in bold.
 */
export function escalaMessage(plan: Plan, rehearsalUrl: string | null): string {
  const team = plan.team.map(
    (entry) =>
      `*${entry.position}:* ${entry.members.length === 0 ? "a definir" : entry.members.map((member) => `${member.musicianName}${statusMark[member.status]}`).join(", ")}`,
  );
  const songs = plan.songs.map((song, index) => `${index + 1}. ${song.songName}${song.musicalKey ? ` (${song.musicalKey})` : ""}`);
  return [
    `*Escala — ${formatDate(plan.date)} às ${formatTimeOfDay(plan.time)}*`,
    `Banda: ${plan.bandName}`,
    ...(team.length > 0 ? ["", ...team] : []),
    ...(songs.length > 0 ? ["", "*Músicas*", ...songs] : []),
    ...(rehearsalUrl ? ["", `Ensaio: ${rehearsalUrl}`] : []),
  ].join("\n");
}

/** The WhatsApp link that opens a chat (or the group picker) with `text` typed in. */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
