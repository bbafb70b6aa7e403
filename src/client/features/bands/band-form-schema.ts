import { z } from "zod";
import { formatInstruments, INSTRUMENT_MAX_LENGTH, INSTRUMENTS_MAX_COUNT, parseInstruments } from "@shared/instruments";
import { bandMessages, bandNameSchema, bandYearSchema, type Band, type BandInputBody } from "@shared/schemas/bands";

/**
 * The band form: the shared rules for name and year, the year typed as text, and each member's
 * instruments typed as one line ("Violão, Vocal; Teclado"), parsed into a list on save.
 */
export const bandFormSchema = z.object({
  name: bandNameSchema,
  year: z
    .string()
    .trim()
    .min(1, bandMessages.yearRequired)
    .regex(/^\d{1,4}$/, bandMessages.yearInvalid)
    .transform(Number)
    .pipe(bandYearSchema),
  members: z.array(
    z.object({
      musicianId: z.string(),
      name: z.string(),
      instruments: z
        .string()
        .refine((text) => parseInstruments(text).length <= INSTRUMENTS_MAX_COUNT, bandMessages.tooManyInstruments)
        .refine(
          (text) => parseInstruments(text).every((instrument) => instrument.length <= INSTRUMENT_MAX_LENGTH),
          bandMessages.instrumentTooLong,
        ),
    }),
  ),
});

export type BandFormValues = z.input<typeof bandFormSchema>;
export type BandFormOutput = z.output<typeof bandFormSchema>;
export type BandFormMember = BandFormValues["members"][number];

export function bandFormDefaults(band: Band | null): BandFormValues {
  return {
    name: band?.name ?? "",
    year: band ? String(band.year) : "",
    members: (band?.members ?? []).map((member) => ({
      musicianId: member.musicianId,
      name: member.name,
      instruments: formatInstruments(member.instrument),
    })),
  };
}

/** The request body of POST/PUT /api/admin/bands: one request with the band and all its members. */
export function toBandInput(values: BandFormOutput): BandInputBody {
  return {
    name: values.name,
    year: values.year,
    members: values.members.map((member) => ({
      musicianId: member.musicianId,
      instrument: parseInstruments(member.instruments),
    })),
  };
}
