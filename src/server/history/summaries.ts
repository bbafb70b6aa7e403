import { formatServiceDate } from "@shared/schemas/services";
import { memberRoleLabels, type MemberRole } from "@shared/schemas/team";

/**
 * The short Portuguese summaries of the 'Histórico' page, one per kind of write. Names are quoted
 * as they were when the change was made (a later rename does not rewrite history).
 */

type Done = "criado" | "alterado" | "excluído";
type DoneFeminine = "criada" | "alterada" | "excluída";

export const historySummaries = {
  service: (date: string, done: Done) => `Culto de ${formatServiceDate(date)} ${done}`,
  serviceImported: (date: string) => `Culto de ${formatServiceDate(date)} importado do YouTube`,
  segmentRemoved: (song: string, date: string) => `Música "${song}" removida do culto de ${formatServiceDate(date)}`,
  performanceChanged: (song: string, date: string) => `Execução de "${song}" no culto de ${formatServiceDate(date)} alterada`,
  song: (name: string, done: DoneFeminine) => `Música "${name}" ${done}`,
  songsImported: (count: number) => (count === 1 ? "1 música importada de uma lista" : `${count} músicas importadas de uma lista`),
  musician: (name: string, done: Done) => `Músico "${name}" ${done}`,
  musicianAvatar: (name: string, removed: boolean) => `Foto do músico "${name}" ${removed ? "removida" : "alterada"}`,
  band: (name: string, done: DoneFeminine) => `Banda "${name}" ${done}`,
  bandImage: (name: string, removed: boolean) => `Imagem da banda "${name}" ${removed ? "removida" : "alterada"}`,
  plan: (date: string, done: Done) => `Planejamento de ${formatServiceDate(date)} ${done}`,
  escalaSent: (date: string, count: number) => `Escala de ${formatServiceDate(date)} enviada (${count} ${count === 1 ? "e-mail" : "e-mails"})`,
  church: (name: string, done: "cadastrada" | "alterada") => `Igreja "${name}" ${done}`,
  churchLogo: (name: string) => `Logo da igreja "${name}" alterado`,
  memberRole: (name: string, role: MemberRole) => `${name} agora é ${memberRoleLabels[role]}`,
  memberRemoved: (name: string) => `${name} removido(a) da equipe`,
  memberJoined: (name: string, role: MemberRole) => `${name} entrou na equipe como ${memberRoleLabels[role]}`,
  invitation: (email: string, done: "enviado" | "reenviado" | "cancelado") => `Convite para ${email} ${done}`,
};
