import type { FastifyInstance } from 'fastify';

/**
 * Listens on a free port, tells the bench that started this process which one (with `message`),
 * and closes the server, then the database, on SIGTERM.
 */
export async function serveBench(
  app: FastifyInstance,
  closeDatabase: () => Promise<unknown>,
  message: Record<string, unknown> = {},
): Promise<void> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ ...message, port: typeof address === 'object' && address ? address.port : 0 });
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(closeDatabase)
      .finally(() => process.exit(0));
  });
}
