/** Typed verbs over a client instance: each resolves with the envelope's `data` as `T`. */
import type { AxiosInstance } from 'axios';
import type { CallOptions } from './request-options';

export interface Api {
  get<T>(url: string, options?: CallOptions): Promise<T>;
  post<T>(url: string, body?: object | FormData, options?: CallOptions): Promise<T>;
  /** A file (CSV export): resolves with its bytes and the server's file name, if it gave one. */
  download(url: string, options?: DownloadOptions): Promise<DownloadedFile>;
}

export interface DownloadOptions extends CallOptions {
  /** Bytes received so far, as they arrive. */
  onProgress?: (loadedBytes: number) => void;
}

interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `attachment; filename="x.csv"` → `x.csv`. */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function createApi(instance: AxiosInstance): Api {
  return {
    // The response interceptor has already replaced the axios response with the envelope's data.
    get: async <T>(url: string, options: CallOptions = {}) =>
      (await instance.get(url, options)) as unknown as T,
    post: async <T>(url: string, body?: object | FormData, options: CallOptions = {}) =>
      (await instance.post(url, body, options)) as unknown as T,
    download: async (url: string, { onProgress, ...options }: DownloadOptions = {}) => {
      let fileName: string | null = null;
      const blob = (await instance.get(url, {
        ...options,
        responseType: 'blob',
        onDownloadProgress: onProgress ? (event) => onProgress(event.loaded) : undefined,
        // Read before the interceptor replaces the response with its data.
        transformResponse: [
          (data: unknown, headers) => {
            fileName = fileNameOf(headers.get('content-disposition'));
            return data;
          },
        ],
      })) as unknown as Blob;
      return { blob, fileName };
    },
  };
}
