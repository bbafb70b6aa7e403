import sharp from "sharp";

/** A small real PNG, made with sharp. */
export async function pngBytes(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toBuffer();
}

/** The multipart body of an image upload, as the browser's form sends it. */
export function imageForm(bytes: Uint8Array, name = "foto.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
