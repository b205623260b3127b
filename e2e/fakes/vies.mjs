// The EU's VIES register as its REST API answers (`GET /ms/{country}/vat/{number}`), for the
// journeys: the real one cannot be reached from a test machine. It knows the companies below.
import { createServer } from 'node:http';

const REGISTERED = new Set(['NL004495445B01', 'DE811907980']);
const port = Number(process.env.FAKE_VIES_PORT ?? 3199);

createServer((request, response) => {
  const match = /^\/ms\/([A-Z]{2})\/vat\/([0-9A-Z]+)$/.exec(request.url ?? '');
  if (request.url === '/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (!match) {
    response.writeHead(404).end();
    return;
  }
  const [, country, number] = match;
  const isValid = REGISTERED.has(`${country}${number}`);
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ isValid, userError: isValid ? 'VALID' : 'INVALID', vatNumber: number }));
}).listen(port, '127.0.0.1');
