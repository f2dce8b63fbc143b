import fp from 'fastify-plugin';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStorage;
  }
}

/** The file storage the config chooses, as app.storage. */
export const storagePlugin = fp(
  (app, _options, done) => {
    const config = app.config.kycStorage;
    app.decorate(
      'storage',
      config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config.dir),
    );
    done();
  },
  { name: 'storage' },
);
