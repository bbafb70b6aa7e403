/** A tiny Standard MIDI File writer (format 0): enough for the test songs FluidSynth renders. */

export interface MidiNote {
  /** Start and length in beats. */
  beat: number;
  beats: number;
  channel: number;
  pitch: number;
  velocity: number;
}

export interface MidiSong {
  bpm: number;
  /** General MIDI program per channel (channel 9 is drums and needs none). */
  programs: Map<number, number>;
  notes: MidiNote[];
}

const TICKS_PER_BEAT = 480;

function variableLength(value: number): number[] {
  const bytes = [value & 0x7f];
  for (let rest = value >> 7; rest > 0; rest >>= 7) bytes.unshift((rest & 0x7f) | 0x80);
  return bytes;
}

/** The song as the bytes of a .mid file. */
export function midiFile(song: MidiSong): Buffer {
  const events: { tick: number; order: number; bytes: number[] }[] = [];
  const microseconds = Math.round(60_000_000 / song.bpm);
  events.push({ tick: 0, order: 0, bytes: [0xff, 0x51, 0x03, microseconds >> 16, (microseconds >> 8) & 0xff, microseconds & 0xff] });
  for (const [channel, program] of song.programs) events.push({ tick: 0, order: 1, bytes: [0xc0 | channel, program] });
  for (const note of song.notes) {
    const start = Math.round(note.beat * TICKS_PER_BEAT);
    const end = Math.max(start + 1, Math.round((note.beat + note.beats) * TICKS_PER_BEAT));
    events.push({ tick: start, order: 3, bytes: [0x90 | note.channel, note.pitch, note.velocity] });
    // Note-offs sort before note-ons at the same tick, so a repeated note is not cut.
    events.push({ tick: end, order: 2, bytes: [0x80 | note.channel, note.pitch, 0] });
  }
  events.sort((a, b) => a.tick - b.tick || a.order - b.order);
  const track: number[] = [];
  let last = 0;
  for (const event of events) {
    track.push(...variableLength(event.tick - last), ...event.bytes);
    last = event.tick;
  }
  track.push(0, 0xff, 0x2f, 0x00);
  const header = Buffer.from([0x4d, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 0, 0, 1, TICKS_PER_BEAT >> 8, TICKS_PER_BEAT & 0xff]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(track.length);
  return Buffer.concat([header, Buffer.from("MTrk"), length, Buffer.from(track)]);
}
