/**
 * Test data, one noun per file, inserted straight into the test database (decision 295). Rows
 * of a church take `(db, churchId, overrides)`; a church takes `(db, overrides)`; an
 * administrator and a signed-in session take the app, because the password goes through the
 * app's auth and the session through the real sign-in endpoint.
 */
export { createAdmin, TEST_PASSWORD } from "./admin";
export { createBand, createBandMember } from "./band";
export { addMember, createChurch, emptyChurch } from "./church";
export { createSegmentLineup, createServiceLineup } from "./lineup";
export { createMusician } from "./musician";
export { createSegment, createSegmentIn } from "./segment";
export { createService, VIDEO_URL } from "./service";
export { signedInAdmin, signedInMember } from "./session";
export { createSong } from "./song";
