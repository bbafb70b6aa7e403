import yauzl from "yauzl";

/** A zip's files by name, in the archive's order, each checked against its CRC by yauzl. */
export async function zipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, autoClose: false });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return files;
}
