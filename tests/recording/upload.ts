import { recordingLineSchema, type RecordingLine } from "../../src/shared/schemas/recording";

type Send = (url: string, init: RequestInit) => Response | Promise<Response>;

/** 'Analisar gravação' as the service form sends it: the status and, for a streamed answer, its lines; else the error. */
export async function uploadRecording(send: Send, name: string, bytes: Uint8Array) {
  const response = await send(`/api/admin/services/recording?name=${encodeURIComponent(name)}`, {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
  });
  const text = await response.text();
  if (response.headers.get("content-type")?.startsWith("application/x-ndjson")) {
    const lines = text.trim().split("\n").map((line) => recordingLineSchema.parse(JSON.parse(line)));
    return { status: response.status, lines, error: null };
  }
  return { status: response.status, lines: [] as RecordingLine[], error: (JSON.parse(text) as { error: { code: string; message: string } }).error };
}

/** The result line of a streamed answer (the test fails on anything else). */
export function resultOf(lines: readonly RecordingLine[]) {
  const last = lines.at(-1);
  if (last?.type !== "result") throw new Error(`no result: ${JSON.stringify(last)}`);
  return last;
}
