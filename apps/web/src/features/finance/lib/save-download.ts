/** Hands a fetched file to the browser's save dialog through a temporary object URL. */
export function saveDownload(blob: Blob, fileName: string): void {
  const link = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(blob),
    download: fileName,
  });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later it has long started.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
