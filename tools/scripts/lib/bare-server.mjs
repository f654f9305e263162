// The bare Node `http` server of `npm run bench:server`, in a process of its own (so its CPU time is
// its own): answers every request with the status, headers and body bytes in the JSON file it is
// given (`{ status, headers, body: base64 }`), on 127.0.0.1 at the port it is given.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const answer = JSON.parse(readFileSync(file, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
createServer((_request, response) => {
  response.writeHead(answer.status, answer.headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
