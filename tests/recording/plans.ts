import type { ServicePart } from "./service";

/** A short service for the unit tests: a welcome, a ballad, applause, a prayer over a pad, a rock song. */
export const shortService: ServicePart[] = [
  { kind: "speech", text: "welcome" },
  { kind: "song", songId: "rocha-eterna", rendering: { form: ["verse", "chorus"] } },
  { kind: "applause", seconds: 6 },
  { kind: "prayer-over-pad", text: "prayer", padKey: "G" },
  { kind: "song", songId: "jubilo", rendering: { form: ["verse", "chorus", "chorus"] } },
  { kind: "silence", seconds: 3 },
];

/** Three songs that flow into each other without silence (another key and tempo each time). */
export const flowingSongs: ServicePart[] = [
  { kind: "speech", text: "announcements" },
  { kind: "song", songId: "luz-do-mundo", rendering: { form: ["verse", "chorus", "verse", "chorus"] } },
  { kind: "song", songId: "tua-graca", join: "flow", rendering: { form: ["verse", "chorus", "chorus"] } },
  { kind: "song", songId: "rocha-eterna", join: "flow", rendering: { form: ["verse", "chorus", "verse", "chorus"] } },
  { kind: "silence", seconds: 3 },
];
