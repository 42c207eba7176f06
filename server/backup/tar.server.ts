/**
 * A minimal ustar archive (decision 0049): regular files only, written and read in order. Enough for
 * the backup's own files, readable by any `tar` (`tar -tf beitna-….tar` lists a backup).
 */
import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** ustar keeps up to 100 bytes of name and 155 of prefix, split at a slash. */
function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: "" };
  for (let cut = name.indexOf("/"); cut !== -1; cut = name.indexOf("/", cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { name: rest, prefix };
  }
  throw new Error(`Path too long for the backup archive: ${name}`);
}

function header(entryName: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(entryName);
  block.write(name, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write(" ".repeat(8), 148);
  block.write("0", 156);
  block.write("ustar\u000000", 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export interface TarWriter {
  add(name: string, body: Buffer, mtime?: Date): Promise<void>;
  /** Writes the end marker and flushes the file to disk. */
  finish(): Promise<void>;
  abort(): Promise<void>;
}

export async function createTar(file: string): Promise<TarWriter> {
  const handle = await open(file, "wx");
  return {
    async add(name, body, mtime = new Date()) {
      await handle.write(Buffer.concat([header(name, body.length, mtime), body, padding(body.length)]));
    },
    async finish() {
      await handle.write(Buffer.alloc(BLOCK * 2));
      await handle.sync();
      await handle.close();
    },
    async abort() {
      await handle.close();
    },
  };
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

async function readExactly(handle: FileHandle, length: number, position: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error("The backup archive is truncated.");
  return buffer;
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString("utf8")
    .replace(/\0.*$/s, "");

/** Each regular file of the archive in order, one in memory at a time; `want` skips the others unread. */
export async function* readTar(file: string, want: (name: string) => boolean = () => true): AsyncGenerator<TarEntry> {
  const handle = await open(file, "r");
  try {
    for (let position = 0; ;) {
      const block = await readExactly(handle, BLOCK, position);
      if (block.every((byte) => byte === 0)) return;
      if (field(block, 257, 5) !== "ustar") throw new Error("Not a Beitna backup archive (no ustar header).");
      const size = Number.parseInt(field(block, 124, 12).trim() || "0", 8);
      const prefix = field(block, 345, 155);
      const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
      const type = field(block, 156, 1);
      position += BLOCK;
      if ((type === "0" || type === "") && want(name)) yield { name, body: await readExactly(handle, size, position) };
      position += size + padding(size).length;
    }
  } finally {
    await handle.close();
  }
}
