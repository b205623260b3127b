import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { filesystemStorage } from './filesystem-storage';

describe('filesystemStorage', () => {
  const storage = filesystemStorage(mkdtempSync(path.join(tmpdir(), 'vitrine-storage-')));

  it('puts, gets, checks and deletes files by key', async () => {
    await storage.put('images/a/large.webp', Buffer.from('pixels'));
    expect(await storage.exists('images/a/large.webp')).toBe(true);
    const file = await storage.get('images/a/large.webp');
    expect(file?.size).toBe(6);
    expect(await text(file!.stream)).toBe('pixels');
    await storage.delete('images/a/large.webp');
    expect(await storage.get('images/a/large.webp')).toBeNull();
  });

  it.each(['../escape', '/etc/passwd', 'images/../../x', 'a//b', 'spaces in name'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    },
  );
});
