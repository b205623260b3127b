import path from 'node:path';
import { type FileStorage, filesystemStorage } from '@vitrine/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Asset files (DATA_DIR/assets by default). */
    storage: FileStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance, { config, storage }: { config: Config; storage?: FileStorage }) => {
    app.decorate('storage', storage ?? filesystemStorage(path.join(config.dataDir, 'assets')));
  },
  { name: 'storage' },
);
