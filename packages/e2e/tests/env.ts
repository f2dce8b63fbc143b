/** Where the browser tests run everything: ports apart from `npm start`, so both can run. */
const apiPort = 3100;
const investorPort = 5273;
const adminPort = 5274;
/** The stand-in translation service (tests/languages/fake-libretranslate.mjs). */
const translatorPort = 3199;

export const e2eEnv = {
  apiPort,
  investorPort,
  adminPort,
  pgPort: 55439,
  apiUrl: `http://localhost:${apiPort}`,
  investorUrl: `http://localhost:${investorPort}`,
  adminUrl: `http://localhost:${adminPort}`,
  translatorPort,
  translatorUrl: `http://127.0.0.1:${translatorPort}`,
  admin: { email: 'admin@e2e.example.com', password: 'E2e-Admin-Pass1', username: 'e2e_admin' },
};

/**
 * The time limit of a flow that crosses both sites or many steps (KYC, investing, the admin
 * catalogue): a cold 2-core machine runs them several times slower than a warm one.
 */
export const LONG_FLOW_TIMEOUT = 180_000;
