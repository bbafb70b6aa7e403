import { gunzipSync, gzipSync } from "node:zlib";
import type { Features } from "./features";

/**
 * A recording's features as bytes for the database (recording_analyses.features), until its
 * service is saved: a small JSON head with the rates and each array's length, then the arrays'
 * float32 values one after another, all gzipped. A 90-minute recording is ~5 MB before gzip.
 */

const ARRAYS = ["onset", "rms", "zcr", "centroid", "flatness", "chroma"] as const;
type Head = { durationSeconds: number; frameRate: number; onsetRate: number; lengths: number[] };

export function encodeFeatures(features: Features): Buffer {
  const head: Head = {
    durationSeconds: features.durationSeconds,
    frameRate: features.frameRate,
    onsetRate: features.onsetRate,
    lengths: ARRAYS.map((name) => features[name].length),
  };
  const headBytes = Buffer.from(JSON.stringify(head));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(headBytes.length);
  const arrays = ARRAYS.map((name) => Buffer.from(features[name].buffer, features[name].byteOffset, features[name].byteLength));
  return gzipSync(Buffer.concat([size, headBytes, ...arrays]), { level: 1 });
}

export function decodeFeatures(stored: Buffer): Features {
  const bytes = gunzipSync(stored);
  const headLength = bytes.readUInt32LE(0);
  const head = JSON.parse(bytes.subarray(4, 4 + headLength).toString()) as Head;
  let offset = 4 + headLength;
  const arrays = ARRAYS.map((_, index) => {
    const length = head.lengths[index] ?? 0;
    // Copied out: a Float32Array needs an offset that is a multiple of 4.
    const values = new Float32Array(length);
    Buffer.from(values.buffer).set(bytes.subarray(offset, offset + length * 4));
    offset += length * 4;
    return values;
  });
  const [onset, rms, zcr, centroid, flatness, chroma] = arrays as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
  return { durationSeconds: head.durationSeconds, frameRate: head.frameRate, onsetRate: head.onsetRate, onset, rms, zcr, centroid, flatness, chroma };
}
