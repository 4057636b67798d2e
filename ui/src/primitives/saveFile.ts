/**
 * Saves a Blob under a name through a temporary object URL: works whatever origin the data came
 * from (a fetched template, a report built in the page), where `<a download>` to another origin
 * would be ignored.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; freeing it at once breaks it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
