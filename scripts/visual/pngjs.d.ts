/**
 * The part of pngjs 7 (CommonJS, no bundled types, and @types/pngjs is not a dependency) that the
 * visual check uses: decoding and encoding whole images synchronously.
 */
declare module 'pngjs' {
  /** A decoded image: RGBA bytes, four per pixel, row by row. */
  export class PNG {
    constructor(options?: { width?: number; height?: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: {
      read(buffer: Uint8Array): PNG;
      write(png: PNG, options?: { deflateLevel?: number }): Buffer;
    };
  }
}
