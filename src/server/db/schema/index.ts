/**
 * The database schema, one file per module that owns the tables (decision 290). drizzle-kit reads
 * this file (drizzle.config.ts); code imports tables from here.
 */
export * from "./auth";
export * from "./bands";
export * from "./churches";
export * from "./images";
export * from "./lineups";
export * from "./mail-queue";
export * from "./musicians";
export * from "./services";
export * from "./songs";
export * from "./plans";
export * from "./team";
export * from "./public-reads";
export * from "./recording";
