import { initServer } from '@ts-rest/fastify';

/** The one ts-rest server: feature routers implement their slice of the contract with it. */
export const s = initServer();
