import { extractFeatures } from "../../src/server/recording/analyse";
import type { Features } from "../../src/server/recording/features";
import type { Rendering } from "./compose";
import { songClipFile } from "./service";

/** A rendered clip of a song, decoded and reduced to features as the app does. */
export async function clipFeatures(songId: string, rendering: Rendering = {}): Promise<{ features: Features; key: string; bpm: number; seconds: number }> {
  const clip = songClipFile(songId, rendering);
  return { features: await extractFeatures(clip.file), key: clip.key, bpm: clip.bpm, seconds: clip.seconds };
}
