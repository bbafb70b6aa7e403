/**
 * Uploaded images: receiving, resizing, serving.
 */
export { rowImageRoutes } from "./image-routes";
export { deleteStoredImage, removeReplacedImage, storeUploadedImage } from "./images";
export { UPLOAD_CONTENT_SECURITY_POLICY, uploadRoutes } from "./upload-routes";
