import { CHURCH_EXPORT_VERSION } from "@shared/schemas/church-export";

export type ChurchImportErrorCode =
  | "file_not_found"
  | "damaged"
  | "newer_format"
  | "invalid_slug"
  | "slug_taken"
  | "invalid_admin"
  | "admin_has_church";

/** A refused import: nothing was written, and the message says why in the administrator's words. */
export class ChurchImportError extends Error {
  constructor(
    readonly code: ChurchImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ChurchImportError";
  }

  static damaged(detail: string) {
    return new ChurchImportError("damaged", `O arquivo está danificado ou não é uma exportação do Louvor: ${detail}. Nada foi importado.`);
  }

  static newerFormat(version: number) {
    return new ChurchImportError(
      "newer_format",
      `Este arquivo foi exportado por uma versão mais nova do Louvor (formato ${version}; esta instalação lê até o formato ${CHURCH_EXPORT_VERSION}). ` +
        "Atualize o Louvor desta instalação e importe de novo. Nada foi importado.",
    );
  }

  static slugTaken(slug: string) {
    return new ChurchImportError(
      "slug_taken",
      `O ID único "${slug}" já é de outra igreja nesta instalação. Escolha outro com --slug NOVO-ID. Nada foi importado.`,
    );
  }

  static invalidSlug(slug: string) {
    return new ChurchImportError(
      "invalid_slug",
      `O ID único "${slug}" não serve: use de 3 a 80 letras minúsculas sem acento, números e hífens (ex: igreja-central). Nada foi importado.`,
    );
  }

  static invalidAdmin(email: string) {
    return new ChurchImportError("invalid_admin", `"${email}" não é um e-mail válido para --admin. Nada foi importado.`);
  }

  static adminHasChurch(email: string, church: { name: string; slug: string }) {
    return new ChurchImportError(
      "admin_has_church",
      `${email} já administra a igreja "${church.name}" (${church.slug}), e cada administrador tem uma igreja só. ` +
        "Use outro e-mail em --admin. Nada foi importado.",
    );
  }
}
