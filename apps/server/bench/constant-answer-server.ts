// The benchmark's floor: a bare node:http server that answers every request with the same JSON
// bytes (BODY_FILE) on PORT. What the market server measures above this is the cost of Nivesh;
// what this measures is the machine, the loopback and the load generator.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE ?? '');
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
