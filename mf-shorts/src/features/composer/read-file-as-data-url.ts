/** Reads a file into a `data:<type>;base64,...` URL, the form the post call sends. */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The file did not read as a data URL'));
    });
    reader.addEventListener('error', () => {
      reject(reader.error ?? new Error('The file could not be read'));
    });
    reader.addEventListener('abort', () => reject(new Error('Reading the file was aborted')));
    reader.readAsDataURL(file);
  });
}
