/**
 * The recording tells (issue 43, decisions 524 and 526): songs found in a service's own audio.
 *
 *   decode.ts, features.ts     ffmpeg (from npm) decodes as the file arrives; a few numbers per frame are kept, never audio
 *   music-detection.ts, boundaries.ts, key.ts, tempo.ts, fingerprint.ts, match.ts   the analysis, a stage per file
 *   analyse.ts                 analyse / learn: a recording into proposals, mapped segments into fingerprints
 *   stored-features.ts         the features as bytes, kept until the service is saved
 *   queries.ts                 the church's learnt performances, analyses kept, learning on save, 'acerto das propostas'
 *   routes.ts                  'Analisar gravação' (the upload, streamed) and the accuracy figures
 *   spool.ts                   where an mp4 or mov waits to be read, and removing those of processes that died
 */
export { analyse, learn, learntFingerprints, type MappedSegment, type RecordingProposals } from "./analyse";
export { RecordingError, recordingMessages } from "./errors";
export { learnFromAnalysis, learntPerformances, recordingAccuracy, type SavedSegment } from "./queries";
export { recordingAdminRoutes, recordingReportRoutes, recordingRouteMessages } from "./routes";
export { sweepLeftoverSpools } from "./spool";

/** Where the service form sends a recording (its body is read as a stream, past the API's body limit). */
export const RECORDING_UPLOAD_PATH = "/api/admin/services/recording";
export { extractFeatures, type StoredPerformance } from "./analyse";
export { ffmpegPath } from "./decode";
export { churchIdOf, keepFingerprints, learntSegments, mappedService } from "./queries";
