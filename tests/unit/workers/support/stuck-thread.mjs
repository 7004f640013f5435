// Stands in for an engine caught in an endless loop: it never answers a case named "atascado".
import { parentPort } from 'node:worker_threads';

parentPort.on('message', (engineCase) => {
  if (engineCase.name === 'atascado.xlsx') for (;;);
  parentPort.postMessage({ index: engineCase.index, outcome: 'accepted', rows: 0, elapsedMs: 0, prototypeChanges: [] });
});
parentPort.postMessage('ready');
