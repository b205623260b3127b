import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files under a root folder; writes go to a temporary name first so a reader never sees half a file. */
export function filesystemStorage(root: string): FileStorage {
  const locate = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const target = locate(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async putFile(key, sourcePath) {
      const target = locate(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await copyFile(sourcePath, temporary);
      await rename(temporary, target);
    },
    async get(key) {
      const file = locate(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async exists(key) {
      try {
        return (await stat(locate(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(locate(key), { force: true });
    },
    async *list(prefix) {
      // Walk only the folder the prefix names ('images/' → root/images), then filter by prefix.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const pending = [folder];
      while (pending.length) {
        const relative = pending.pop()!;
        const entries = await readdir(path.join(root, ...relative.split('/').filter(Boolean)), {
          withFileTypes: true,
        }).catch(() => []);
        for (const entry of entries) {
          const key = relative ? `${relative}/${entry.name}` : entry.name;
          if (entry.isDirectory()) {
            if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) pending.push(key);
          } else if (entry.isFile() && key.startsWith(prefix)) {
            const info = await stat(path.join(root, ...key.split('/'))).catch(() => null);
            if (info) yield { key, modifiedAt: info.mtime };
          }
        }
      }
    },
  };
}
