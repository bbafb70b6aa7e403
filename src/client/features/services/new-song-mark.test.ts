import { describe, expect, it } from "vitest";
import { introducedHere, introductionText, showsAsNew } from "./new-song-mark";
import { servicesTexts } from "./texts";

const band = "b0000000-0000-4000-8000-000000000001";
const otherBand = "b0000000-0000-4000-8000-000000000002";
const mark = { newMarkedAt: "2025-01-05T00:00:00.000Z", introducedBy: band };
const names = (id: string) => (id === band ? "Banda Ágape" : null);

describe("a song's new mark in a service (docs/decisions/428)", () => {
  it("belongs to the service of its day and band only", () => {
    expect(introducedHere(mark, { date: "2025-01-05", bandId: band })).toBe(true);
    expect(introducedHere(mark, { date: "2025-01-12", bandId: band })).toBe(false);
    expect(introducedHere(mark, { date: "2025-01-05", bandId: otherBand })).toBe(false);
    expect(introducedHere({ newMarkedAt: null, introducedBy: null }, { date: "2025-01-05", bandId: band })).toBe(false);
  });

  it("shows a segment as 'Nova' when ticked for an unmarked song, or in the service that introduced a marked one", () => {
    const unmarked = { songNewMarkedAt: null, songIntroducedBy: null };
    expect(showsAsNew({ ...unmarked, isNew: true }, { date: "2025-03-09", bandId: band })).toBe(true);
    expect(showsAsNew({ ...unmarked, isNew: false }, { date: "2025-03-09", bandId: band })).toBe(false);
    const marked = { songNewMarkedAt: mark.newMarkedAt, songIntroducedBy: band };
    // The flag sent or saved does not matter for a marked song: only where it was introduced.
    expect(showsAsNew({ ...marked, isNew: true }, { date: "2025-03-09", bandId: band })).toBe(false);
    expect(showsAsNew({ ...marked, isNew: false }, { date: "2025-01-05", bandId: band })).toBe(true);
  });

  it("says which service introduced the song", () => {
    expect(introductionText(mark, { date: "2025-01-05", bandId: band }, names)).toBe(servicesTexts.segments.introducedHere);
    expect(introductionText(mark, { date: "2025-03-09", bandId: band }, names)).toBe("Introduzida no culto de 05/01/2025 (Banda Ágape).");
    expect(introductionText({ ...mark, introducedBy: otherBand }, { date: "2025-03-09", bandId: band }, names)).toBe(
      "Introduzida no culto de 05/01/2025.",
    );
    expect(introductionText({ newMarkedAt: null, introducedBy: null }, { date: "2025-03-09", bandId: band }, names)).toBeNull();
  });
});
