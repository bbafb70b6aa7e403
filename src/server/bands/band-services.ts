import type { Executor } from "../db/client";
import { countServicesNaming } from "../db/services-naming";
import { services, songDetails } from "../db/schema";

/** How many services the band played in (as the service's band or a song's band). */
export async function servicesOfBand(db: Executor, churchId: string, bandId: string): Promise<number> {
  return countServicesNaming(db, churchId, bandId, [
    { service: services.id, match: services.bandId, church: services.churchId },
    { service: songDetails.serviceId, match: songDetails.bandId, church: songDetails.churchId },
  ]);
}
