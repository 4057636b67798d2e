/**
 * Story helpers: the uploads the page opens (XMLHttpRequest, which the fetch spies do not see), so
 * a story can count them (a double click sends one), and the files it saves (the template, the
 * report) without the browser downloading them.
 */
export function spyUploads() {
  const prototype = XMLHttpRequest.prototype;
  const original = prototype.open;
  const seen: string[] = [];
  prototype.open = function open(this: XMLHttpRequest, ...args: unknown[]) {
    const [method, url] = args as [string, string | URL];
    seen.push(`${method.toUpperCase()} ${new URL(url, window.location.href).pathname}`);
    return Reflect.apply(original, this, args) as void;
  };
  return {
    /** Uploads sent to `path` with POST. */
    count: (path: string) => seen.filter((entry) => entry === `POST ${path}`).length,
    restore: () => {
      prototype.open = original;
    },
  };
}

export interface SavedFile {
  name: string;
  blob: Blob;
}

export function spyDownloads() {
  const create = URL.createObjectURL.bind(URL);
  const originalCreate = URL.createObjectURL;
  const originalClick = HTMLAnchorElement.prototype.click;
  const blobs = new Map<string, Blob>();
  const saved: SavedFile[] = [];
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ name: this.download, blob });
    else originalClick.call(this);
  };
  return {
    saved,
    restore: () => {
      URL.createObjectURL = originalCreate;
      HTMLAnchorElement.prototype.click = originalClick;
    },
  };
}
