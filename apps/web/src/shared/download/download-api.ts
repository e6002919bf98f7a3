import { api } from '../api/api';
import { saveFile } from './save-file';

export interface FileDownload {
  /** The file's path under the site ('/api/orders/{id}/invoice') or under the API ('/admin/...'). */
  path: string;
  filename: string;
  params?: Record<string, string | undefined>;
}

/** '/api/orders/1/invoice' -> '/orders/1/invoice': the base query adds the /api itself. */
const underApi = (path: string) => path.replace(/^\/api(?=\/)/, '');

/**
 * A file the API sends only to whoever may read it (a tax invoice's PDF, a summary's CSV): fetched
 * through the base query, so it carries the bearer token as every call does, then saved. The file
 * itself never enters the store (a Blob is not state); the mutation answers null once it is saved.
 */
export const downloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadFile: build.mutation<null, FileDownload>({
      async queryFn({ path, filename, params }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: underApi(path),
          params,
          // An error still answers JSON (its message); only a success is the file.
          responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, filename);
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadFileMutation } = downloadApi;
