// A minimal tar (POSIX ustar) of regular files, enough for the embedded database's backup archive:
// the database's own archive and the data folder's generated secrets travel in one file that
// `tar tzf` can list. No dependency offers it (PGlite bundles its tar code without exporting it).

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

function writeField(header: Uint8Array, offset: number, length: number, text: string): void {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > length) throw new Error(`tar: "${text}" does not fit ${length} bytes`);
  header.set(bytes, offset);
}

/** Octal number field: digits, then a NUL, as every tar reads it. */
function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, "0");
}

function header({ name, data }: TarEntry, mtime: number): Uint8Array {
  const block = new Uint8Array(BLOCK);
  writeField(block, 0, 100, name);
  writeField(block, 100, 8, octal(0o600, 8));
  writeField(block, 108, 8, octal(0, 8));
  writeField(block, 116, 8, octal(0, 8));
  writeField(block, 124, 12, octal(data.length, 12));
  writeField(block, 136, 12, octal(Math.floor(mtime / 1000), 12));
  writeField(block, 148, 8, "        "); // the checksum counts its own field as spaces
  writeField(block, 156, 1, "0");
  writeField(block, 257, 6, "ustar");
  writeField(block, 263, 2, "00");
  const sum = block.reduce((total, byte) => total + byte, 0);
  writeField(block, 148, 8, `${octal(sum, 7)}\0`);
  return block;
}

export function tar(entries: TarEntry[], mtime = Date.now()): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const entry of entries) {
    parts.push(header(entry, mtime), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(new Uint8Array(padding));
  }
  parts.push(new Uint8Array(BLOCK * 2)); // end of archive
  return Buffer.concat(parts);
}

/** The regular files of a tar; other entry types (folders, links) are skipped. */
export function untar(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  const text = (offset: number, length: number) => {
    const bytes = archive.subarray(offset, offset + length);
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end < 0 ? bytes : bytes.subarray(0, end));
  };
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    if (archive.subarray(offset, offset + BLOCK).every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(offset + 124, 12).trim() || "0", 8);
    if (!Number.isFinite(size) || offset + BLOCK + size > archive.length) {
      throw new Error("tar: the archive is cut short or damaged");
    }
    // POSIX ustar keeps long names' folders in a prefix field; GNU tar uses those bytes otherwise.
    const prefix = text(offset + 257, 6) === "ustar" ? text(offset + 345, 155) : "";
    const name = prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100);
    const type = text(offset + 156, 1);
    if (type === "0" || type === "") {
      entries.push({ name, data: archive.subarray(offset + BLOCK, offset + BLOCK + size) });
    }
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
