/**
 * Where uploaded files (avatars) live. A small key-value interface so the disk implementation can be swapped
 * for object storage (S3, GCS) without touching the services: keys are flat names the service chooses.
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, file: StoredFile): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
}
