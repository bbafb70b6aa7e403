import { pluralize } from "@shared/formatting";

/** Texts the public pages share (cards, rows, thumbnails). */
export const publicTexts = {
  productName: "Louvor",
  views: (count: number) => pluralize(count, "visualização", "visualizações"),
  songs: (count: number) => pluralize(count, "música", "músicas"),
  services: (count: number) => pluralize(count, "culto", "cultos"),
  durationLabel: "Duração",
  viewsLabel: "Visualizações",
  thumbnailAlt: (label: string) => `Miniatura do vídeo: ${label}`,
  bandFallback: "Banda não especificada",
  songFallback: (id: string) => `Música ${id.slice(0, 4)}`,
  newBadge: "Nova",
  bandImageAlt: (name: string) => `Imagem da banda ${name}`,
  logoAlt: (name: string) => `Logo da ${name}`,
  back: "Voltar",
  retry: "Tentar novamente",
} as const;
