// A stand-in for a LibreTranslate-compatible service on loopback, for the browser tests' API
// (TRANSLATE_URL): it "translates" by a visible rule, the text with '[<target>] ' before it,
// so a test can tell a translated text from the original. Usage: node fake-libretranslate.mjs <port>
import { createServer } from 'node:http';

const port = Number(process.argv[2]);

const translate = (text, target) => `[${target}] ${text}`;

createServer((request, response) => {
  const answer = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method !== 'POST' || request.url !== '/translate') {
    // Playwright waits for this server with a GET: answer it as LibreTranslate's /languages.
    answer(request.method === 'GET' ? 200 : 404, []);
    return;
  }
  let raw = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    try {
      const { q, target } = JSON.parse(raw);
      answer(200, {
        translatedText: Array.isArray(q)
          ? q.map((text) => translate(text, target))
          : translate(q, target),
      });
    } catch {
      answer(400, { error: 'Invalid request' });
    }
  });
}).listen(port, '127.0.0.1');
