import type { Executor } from "../../src/server/db/client";
import { serviceMusiciansGlobal, serviceMusiciansIndividual } from "../../src/server/db/schema";
import { returnedRow } from "./returned-row";

type Insert<T extends { $inferInsert: object }> = Partial<Omit<T["$inferInsert"], "churchId">>;

/** A musician in a service's lineup (service_musicians_global), on 'Violão' unless told otherwise. */
export async function createServiceLineup(
  db: Executor,
  churchId: string,
  values: Pick<typeof serviceMusiciansGlobal.$inferInsert, "serviceId" | "musicianId"> & Insert<typeof serviceMusiciansGlobal>,
) {
  const rows = await db.insert(serviceMusiciansGlobal).values({ churchId, instrument: "Violão", ...values }).returning();
  return returnedRow(rows, "service lineup");
}

/** A musician in one song's own lineup (service_musicians_individual), on 'Violão' unless told otherwise. */
export async function createSegmentLineup(
  db: Executor,
  churchId: string,
  values: Pick<typeof serviceMusiciansIndividual.$inferInsert, "serviceId" | "songDetailId" | "musicianId"> &
    Insert<typeof serviceMusiciansIndividual>,
) {
  const rows = await db.insert(serviceMusiciansIndividual).values({ churchId, instrument: "Violão", ...values }).returning();
  return returnedRow(rows, "segment lineup");
}
