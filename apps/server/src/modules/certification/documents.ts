/**
 * The certificate images of a submission: decoded from their data URLs (already checked by the schema: JPEG
 * or PNG by content, at most 2 MB) and stored under random keys, like avatars but never served publicly.
 */
import { decodeKycDataUrl, detectImageType } from '@beacon/shared';
import { randomToken } from '../../lib/crypto.js';
import type { FileStorage } from '../../providers/storage/file-storage.js';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

export async function storeDocuments(storage: FileStorage, dataUrls: string[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const dataUrl of dataUrls) {
      const bytes = decodeKycDataUrl(dataUrl);
      const type = bytes ? detectImageType(bytes.subarray(0, 16)) : null;
      const extension = type ? EXTENSIONS[type] : undefined;
      // The schema has checked every image; this is a programming error, not a client's.
      if (!bytes || !type || !extension) throw new Error('an unchecked certification document');
      const key = `${randomToken(16)}.${extension}`;
      await storage.put(key, { bytes: Buffer.from(bytes), contentType: type });
      keys.push(key);
    }
    return keys;
  } catch (error) {
    await deleteDocuments(storage, keys);
    throw error;
  }
}

export async function deleteDocuments(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}
