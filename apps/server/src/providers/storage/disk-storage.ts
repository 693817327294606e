/**
 * FileStorage on the local disk: one file per key in one directory (`<DATA_DIR>/avatars`). The content type
 * is kept as the file's extension, so nothing else needs storing; keys are checked so none can leave the
 * directory.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage.js';

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Letters, digits, '-' and '_', then one known extension: no dots, slashes or other surprises. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}\.(jpg|png|gif)$/;

function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function createDiskStorage(directory: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(directory, key);
  };
  return {
    async put(key, file: StoredFile) {
      const target = fileOf(key);
      await mkdir(directory, { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const temp = `${target}.${process.pid}.tmp`;
      await writeFile(temp, file.bytes, { mode: 0o644 });
      await rename(temp, target);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const bytes = await readFile(fileOf(key));
        return { bytes, contentType: EXTENSION_TYPES[key.split('.').pop()!]! };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
  };
}
