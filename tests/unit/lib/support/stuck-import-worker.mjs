// An import worker caught in an endless loop on one file, answering every other one.
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';

expose(
  {
    parseInvoiceFile(file) {
      if (file.name === 'atascado.xlsx') for (;;);
      return { ok: false, error: 'Error al convertir el archivo' };
    },
  },
  nodeEndpoint(parentPort),
);
