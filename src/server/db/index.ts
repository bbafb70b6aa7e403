/**
 * The ground floor: the schema and its table owners, the pool, migrations, transactions
 * (inTransaction, inClientTransaction), the read replica, prepared statements and SQL helpers.
 */
export { arrayLiteral, nullableArrayLiteral } from "./arrays";
export { createDatabase, type Database, type Executor } from "./client";
export { appliedMigrations, type Migration, MigrationError, migrationsFolder, readMigrations, runMigrations } from "./migrate";
export { FOREIGN_KEY_VIOLATION, isDatabaseUnavailable, postgresErrorCode, QUERY_CANCELED, UNIQUE_VIOLATION } from "./postgres-errors";
export { preparedRows } from "./prepared";
export { openReadDatabase, primaryReads, type ReadDatabase, type ReplicaCheck } from "./read-replica";
export { rows } from "./rows";
export {
  accounts, auditEntries, bandMusicians, bands, churches, churchMembers, images, invitations, musicianBlockouts, musicians,
  performanceFingerprints, plans, planSongs, planTeam, rateLimits, recordingAnalyses, recordingReviews, serviceMusiciansGlobal,
  serviceMusiciansIndividual, services, servicesWithBand, sessions, songDetails, songDetailsWithServices, songsCatalog, users,
  verifications,
} from "./schema";
export { likeContains } from "./search-pattern";
export { countServicesNaming } from "./services-naming";
export { inClientTransaction, inTransaction, retryingConflicts, type Transaction } from "./transactions";
export { asUuid, isUuid, UUID_SOURCE } from "./uuid";
