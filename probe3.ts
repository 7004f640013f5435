import { parseInvoiceFile } from './workers/import-engine/index';
import { HOSTILE_CORPUS } from './tests/fixtures/hostile-corpus';
for (const h of HOSTILE_CORPUS) {
  const t = performance.now();
  const r = await parseInvoiceFile({ name: h.name, bytes: h.build() });
  const got = r.ok ? r.summary.totalInvoices : r.error;
  const want = 'accepted' in h.expected ? h.expected.accepted : h.expected.rejected;
  if (got !== want) console.log('MISMATCH', h.label, 'got', got, 'want', want, (performance.now()-t).toFixed(0), 'ms', !r.ok && r.fault);
}
