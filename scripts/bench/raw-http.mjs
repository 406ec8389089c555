// The ceiling for the API benchmark: node:http answering with fixed bytes, no work at all.
import { createServer } from 'node:http';

const bodies = JSON.parse(process.env.BODIES);
createServer((request, response) => {
  const body = bodies[request.url];
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
