import { readFileSync, writeFileSync } from "node:fs";

/** Reads a PCM wav (16-bit or float, any channels) as mono samples with its rate. */
export function readWav(file: string): { samples: Float32Array; rate: number } {
  const bytes = readFileSync(file);
  let offset = 12;
  let channels = 1;
  let rate = 0;
  let bits = 16;
  let float = false;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString("ascii", offset, offset + 4);
    let size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      float = bytes.readUInt16LE(body) === 3;
      channels = bytes.readUInt16LE(body + 2);
      rate = bytes.readUInt32LE(body + 4);
      bits = bytes.readUInt16LE(body + 14);
    } else if (id === "data") {
      // Writers that stream (sox, espeak-ng to a pipe) may leave the size unset.
      if (size === 0 || size === 0xffffffff || body + size > bytes.length) size = bytes.length - body;
      const width = bits / 8;
      const frames = Math.floor(size / (width * channels));
      const samples = new Float32Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel++) {
          const at = body + (frame * channels + channel) * width;
          sum += float ? bytes.readFloatLE(at) : bytes.readInt16LE(at) / 32768;
        }
        samples[frame] = sum / channels;
      }
      return { samples, rate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`Sem dados de áudio em ${file}`);
}

/** Writes mono samples as a 16-bit PCM wav. */
export function writeWav(file: string, samples: Float32Array, rate: number): void {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}
