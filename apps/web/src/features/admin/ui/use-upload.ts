import { useState } from 'react';
import type { ProductImage } from '@store/contracts';
import { toast } from '../../../shared/toast/toast';
import { useUploadImageMutation } from '../admin-api';
import { ADMIN_TEXT } from '../constants';

/**
 * Uploads files one by one through POST /api/uploads; a failed upload is skipped with its toast
 * (spec section 7, Image upload), the others are returned with their secure_url.
 */
export function useImageUpload() {
  const [upload] = useUploadImageMutation();
  const [busy, setBusy] = useState(false);
  const uploadAll = async (
    files: File[],
    failedText: (file: File) => string = () => ADMIN_TEXT.upload.failed,
  ): Promise<Array<{ file: File; url: string }>> => {
    setBusy(true);
    const done: Array<{ file: File; url: string }> = [];
    try {
      for (const file of files) {
        const result = await upload(file);
        const url = 'data' in result && result.data ? result.data.secure_url : undefined;
        if (url) done.push({ file, url });
        else toast.error(failedText(file));
      }
    } finally {
      setBusy(false);
    }
    return done;
  };
  return { uploadAll, busy };
}

export const asImages = (uploaded: Array<{ file: File; url: string }>, altText: string): ProductImage[] =>
  uploaded.map(({ url }) => ({ url, altText }));
