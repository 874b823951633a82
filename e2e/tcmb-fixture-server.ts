import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The Central Bank's daily XML for the e2e portal (there is no internet): serves the recorded
 * bulletin of server/rates/fixtures at /kurlar/today.xml, so the journeys run the real TCMB path
 * (fetch, parse, store, OData, screen). Usage: node --import tsx e2e/tcmb-fixture-server.ts <port>
 */
const port = Number(process.argv[2]);
const xml = fs.readFileSync(path.join(__dirname, '..', 'server', 'rates', 'fixtures', 'tcmb-today.xml'));

http
  .createServer((req, res) => {
    if (req.url === '/kurlar/today.xml') {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(xml);
      return;
    }
    res.writeHead(404);
    res.end();
  })
  .listen(port, '127.0.0.1');
