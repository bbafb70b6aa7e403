/**
 * The public pages' answers (a read model): church, services, songs, bands, musicians,
 * recommendations, with their cache, versions and replica reads.
 */
export { type AnswerCache, type AnswerHeaders, type AnswerScope, createAnswerCache } from "./answer-cache";
export { type ChurchVersions, forgetAfterWrites, listenForChurchChanges, readChurchVersions } from "./church-versions";
export { DIRECTORY_OWNER, replicaHolds } from "./replica-reads";
export { publicRoutes } from "./routes";
export { loadShareMeta, renderShareTags, type ShareTarget, shareTargetOf } from "./share-meta";
