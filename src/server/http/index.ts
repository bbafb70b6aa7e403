/**
 * The request's environment: errors and their JSON, validation, limits (body, depth, address,
 * timeouts), compression, no-store and light responses, draining, the request log and the static client.
 */
export { addressLimit } from "./address-limit";
export { type AdminChurchScope, type AppEnv, type ModuleDeps, type PublicChurchScope, type SessionUser } from "./app-env";
export { CLIENT_ADDRESS_HEADER, clientAddress } from "./client-address";
export { chooseEncoding, compression, compressWhole, compressWholeInPool, type Encoding, worthCompressing } from "./compression";
export { createDrainState, DRAINING_MESSAGE, type DrainState } from "./drain-state";
export { handleErrors } from "./error-handler";
export { AppError, errorResponse, notFound } from "./errors";
export { httpServerOptions } from "./http-timeouts";
export { refuseDeepJson } from "./json-depth";
export { bodyBytes } from "./light-response";
export { allowLongUpload } from "./long-upload";
export { noStore } from "./no-store";
export { idShape, pathId } from "./path-id";
export { createPublicReadLimit, createSearchGate, publicReadMessages } from "./public-read-limit";
export { requestLog } from "./request-log";
export { ownOrigins, sameOriginWrites } from "./same-origin";
export { staticClient } from "./static-client";
export { refuseControlCharactersInAuthBody, refuseControlCharactersInUrl } from "./text-guard";
export { validate, validateKeys } from "./validate";
