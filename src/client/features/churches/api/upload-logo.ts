import type { ChurchResponse } from "@shared/schemas/churches";
import { uploadFile } from "@/lib/upload";

/** POST /api/admin/church/logo (multipart field `file`): stores the logo and answers the church. */
export function uploadChurchLogo(file: File, onProgress?: (fraction: number) => void): Promise<ChurchResponse> {
  return uploadFile<ChurchResponse>("/api/admin/church/logo", file, { onProgress });
}
