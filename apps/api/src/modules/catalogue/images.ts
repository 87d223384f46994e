/** An image as the API sends it: the storage key and the path it is served at. */
export function storageImage(key: string): { key: string; path: string } {
  return { key, path: `/storage/${key}` };
}
