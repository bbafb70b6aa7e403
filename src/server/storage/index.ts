/**
 * Where uploaded files are kept, and moving the upload folder.
 */
export { moveUploadFolders } from "./move-upload-folder";
export { createDatabaseStorage, hashOfKey, type Storage } from "./storage";
