import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file below a folder, at any depth (none when the folder does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((item) => item.isFile())
      .map((item) => path.join(item.parentPath, item.name));
  } catch {
    return [];
  }
}
