import { type Executor, countServicesNaming, services, songDetails } from "../db";

/** How many services the band played in (as the service's band or a song's band). */
export async function servicesOfBand(db: Executor, churchId: string, bandId: string): Promise<number> {
  return countServicesNaming(db, churchId, bandId, [
    { service: services.id, match: services.bandId, church: services.churchId },
    { service: songDetails.serviceId, match: songDetails.bandId, church: songDetails.churchId },
  ]);
}
