/** The bytes of a file or a slice of it (FileReader: older engines and jsdom lack Blob.arrayBuffer). */
export function readBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** SHA-256 of the whole file as hex: two files with the same content are the same bill. */
export async function contentHash(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await readBytes(file));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
