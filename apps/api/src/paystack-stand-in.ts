import { parseArgs } from 'node:util';
import { startPaystackStandIn } from './features/payments/paystack-stand-in/stand-in';

// The Paystack stand-in alone, for a deployment trying the whole payment flow without an
// account at Paystack (docker compose's payments profile): the API is pointed at it with
// PAYSTACK_BASE_URL and the same PAYSTACK_SECRET_KEY. Its test checkout takes no money.
//   node dist/paystack-stand-in.js --secret-key <key> --webhook-url <API>/api/payments/paystack/webhook
//     [--host 0.0.0.0] [--port 4010] [--public-url http://localhost:4010]
const { values } = parseArgs({
  options: {
    'secret-key': { type: 'string' },
    'webhook-url': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4010' },
    'public-url': { type: 'string' },
  },
});

const secretKey = values['secret-key'];
if (secretKey === undefined || secretKey.length < 16) {
  console.error('--secret-key is required (16 characters or more): the API’s PAYSTACK_SECRET_KEY');
  process.exit(1);
}

const standIn = await startPaystackStandIn({
  secretKey,
  webhookUrl: values['webhook-url'],
  host: values.host,
  port: Number(values.port),
  publicUrl: values['public-url'],
  log: (message) => console.warn(message),
});
console.info(`Paystack stand-in listening at ${standIn.baseUrl} (test checkout, no money moves)`);

const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
