import { mkdtempSync, writeFileSync } from 'node:fs';
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

  it('lists the files under a prefix with their last change, temporary files of a write included', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vitrine-storage-'));
    const listed = filesystemStorage(root);
    await listed.put('images/b/large.webp', Buffer.from('1'));
    await listed.put('images/b/thumb.webp', Buffer.from('2'));
    await listed.put('uploads/c.png', Buffer.from('3'));
    writeFileSync(path.join(root, 'images', 'b', 'large.webp.123.456.tmp'), 'half');
    const keys = async (prefix: string) => {
      const found: string[] = [];
      for await (const file of listed.list(prefix)) {
        expect(file.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
        found.push(file.key);
      }
      return found.sort();
    };
    expect(await keys('images/')).toEqual([
      'images/b/large.webp',
      'images/b/large.webp.123.456.tmp',
      'images/b/thumb.webp',
    ]);
    expect(await keys('uploads/')).toEqual(['uploads/c.png']);
    expect(await keys('files/')).toEqual([]);
    expect(await keys('')).toHaveLength(4);
  });

  it.each(['../escape', '/etc/passwd', 'images/../../x', 'a//b', 'spaces in name'])(
    'refuses the key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    },
  );
});
