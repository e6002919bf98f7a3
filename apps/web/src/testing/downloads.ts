export interface SavedFile {
  filename: string;
  blob: Blob;
}

/**
 * Records the files a screen hands to the browser's downloads (saveFile), for the tests of one
 * describe block: jsdom has no object URLs and does not follow a clicked link, so both are stood
 * in for around each test.
 */
export function fakeDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let click: jest.SpyInstance | undefined;
  beforeEach(() => {
    saved.length = 0;
    blobs.clear();
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob as Blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ filename: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    click?.mockRestore();
  });
  return saved;
}
