import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from './image-type';

/** Where uploaded images go; answers the public address (the spec's `secure_url`). */
export interface ImageStore {
  save(bytes: Buffer, type: ImageType): Promise<string>;
}

export const IMAGE_STORE = Symbol('IMAGE_STORE');

/** Files under UPLOAD_DIR, served by the API at /uploads/{name}. */
export class LocalImageStore implements ImageStore {
  constructor(
    private readonly directory: string,
    private readonly publicBase: string,
  ) {}

  async save(bytes: Buffer, type: ImageType): Promise<string> {
    await mkdir(this.directory, { recursive: true });
    const name = `${randomUUID()}.${type.extension}`;
    await writeFile(path.join(this.directory, name), bytes);
    return `${this.publicBase.replace(/\/$/, '')}/uploads/${name}`;
  }
}

/** Cloudinary's unsigned upload API (the spec's external image service). */
export class CloudinaryImageStore implements ImageStore {
  constructor(
    private readonly cloudName: string,
    private readonly uploadPreset: string,
  ) {}

  async save(bytes: Buffer, type: ImageType): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: type.mime }), `upload.${type.extension}`);
    form.append('upload_preset', this.uploadPreset);
    const response = await fetch(`https://api.cloudinary.com/v1_1/${encodeURIComponent(this.cloudName)}/image/upload`, {
      method: 'POST',
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as { secure_url?: string; error?: { message?: string } };
    if (!response.ok || !body.secure_url)
      throw new Error(`Cloudinary upload failed: ${body.error?.message ?? response.status}`);
    return body.secure_url;
  }
}
