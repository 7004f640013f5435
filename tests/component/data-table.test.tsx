import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import type { DataColumn } from '@/components/data-table/columns';
import type { ExportCell } from '@/lib/export-bridge';
import { formatAmount } from '@/lib/format';

interface Invoice {
  readonly id: number;
  readonly debtor: string;
  readonly amount: number;
}

const columns: DataColumn<Invoice>[] = [
  { id: 'id', header: 'Número', kind: 'number', value: (row) => row.id },
  { id: 'debtor', header: 'Deudor', kind: 'text', value: (row) => row.debtor },
  { id: 'amount', header: 'Monto', kind: 'amount', currency: 'NIO', value: (row) => row.amount },
];

const debtors = ['Bolsa', 'Álamos', 'Zelaya', 'Alba'];
const invoices = (count: number): Invoice[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    debtor: debtors[index % debtors.length] ?? '',
    amount: (index * 37) % 100,
  }));

/** The invoices' table as every test here shows it; a test adds only the props it is about. */
function InvoiceTable(props: Omit<DataTableProps<Invoice>, 'label' | 'columns' | 'rowId'>) {
  return <DataTable label="Facturas" columns={columns} rowId={(row) => String(row.id)} {...props} />;
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] ?? document.body).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts numbers ascending on the first click, descending on the second, ascending again on the third', async () => {
    const user = userEvent.setup();
    render(<InvoiceTable rows={invoices(4)} initialSort={{ id: 'debtor' }} />);
    // Spanish collation: Álamos (ala…) before Alba (alb…), both before Bolsa and Zelaya.
    expect(firstCells()).toEqual(['2', '4', '1', '3']);
    const header = screen.getByRole('button', { name: /Número/ });
    await user.click(header);
    expect(firstCells()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('columnheader', { name: /Número/ })).toHaveProperty('ariaSort', 'ascending');
    await user.click(header);
    expect(firstCells()).toEqual(['4', '3', '2', '1']);
    await user.click(header);
    expect(firstCells()).toEqual(['1', '2', '3', '4']);
  });

  it('shows 10 rows and the pagination footer only when the rows outgrow the page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<InvoiceTable rows={invoices(10)} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByLabelText('Filas por página')).toBeNull();
    rerender(<InvoiceTable rows={invoices(11)} />);
    expect(screen.getByRole('navigation', { name: 'Paginación de Facturas' })).toBeTruthy();
    expect(screen.getByLabelText('Filas por página')).toHaveProperty('value', '10');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(firstCells()).toEqual(['11']);
    await user.selectOptions(screen.getByLabelText('Filas por página'), '25');
    expect(bodyRows()).toHaveLength(11);
    expect(screen.queryByRole('navigation')).toBeNull();
    // The chosen size can still be taken back to 10.
    await user.selectOptions(screen.getByLabelText('Filas por página'), '10');
    expect(bodyRows()).toHaveLength(10);
  });

  it('says when it is loading, empty, or has no match for the search', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<InvoiceTable rows={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Cargando...');
    rerender(<InvoiceTable rows={[]} emptyText="No se encontraron operaciones" />);
    expect(screen.getByText('No se encontraron operaciones')).toBeTruthy();
    rerender(<InvoiceTable rows={invoices(3)} searchable />);
    await user.type(screen.getByLabelText('Buscar'), 'alamos');
    expect(firstCells()).toEqual(['2']);
    await user.clear(screen.getByLabelText('Buscar'));
    await user.type(screen.getByLabelText('Buscar'), 'nadie');
    expect(screen.getByText('Ningún registro coincide con la búsqueda.')).toBeTruthy();
  });

  it('selects every row that passes the search with one checkbox', async () => {
    const user = userEvent.setup();
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <>
          <output>{[...selected].sort().join(',')}</output>
          <InvoiceTable
            rows={invoices(12)}
            searchable
            selection={{
              selectedIds: selected,
              onChange: setSelected,
              rowLabel: (row) => `Seleccionar factura ${row.id}`,
            }}
          />
        </>
      );
    }
    render(<Selectable />);
    await user.click(screen.getByLabelText('Seleccionar factura 3'));
    expect(screen.getByRole('status').textContent).toBe('3');
    await user.type(screen.getByLabelText('Buscar'), 'bolsa');
    await user.click(screen.getByLabelText('Seleccionar todas las filas'));
    expect(screen.getByRole('status').textContent).toBe('1,3,5,9');
  });

  it('totals every row that passes the search, on every page, each total under its column and shown as it', async () => {
    const user = userEvent.setup();
    render(<InvoiceTable rows={invoices(24)} searchable totals={{ label: (count) => `Totales (${count})` }} />);
    const totalsRow = () => within(screen.getAllByRole('rowgroup')[2] ?? document.body).getByRole('row');
    const sumOf = (rows: readonly Invoice[]) => rows.reduce((sum, row) => sum + row.amount, 0);
    expect(within(totalsRow()).getByRole('rowheader').textContent).toBe('Totales (24)');
    const amount = within(totalsRow()).getAllByRole('cell').at(-1);
    expect(amount?.textContent).toBe(formatAmount(sumOf(invoices(24)), 'NIO'));
    // The column is headed by its currency: the symbol may give way in the total as in the cells.
    expect(amount?.querySelector('.data-table__currency')?.textContent).toBe('C$');

    await user.type(screen.getByLabelText('Buscar'), 'zelaya');
    const zelaya = invoices(24).filter((row) => row.debtor === 'Zelaya');
    expect(within(totalsRow()).getByRole('rowheader').textContent).toBe('Totales (6)');
    expect(within(totalsRow()).getAllByRole('cell').at(-1)?.textContent).toBe(formatAmount(sumOf(zelaya), 'NIO'));
  });

  it('totals a column in the row currency in one row per currency, each total naming its column', () => {
    const inRowCurrency: DataColumn<Invoice>[] = [
      ...columns.slice(0, 2),
      {
        id: 'amount',
        header: 'Saldo',
        kind: 'amount',
        currency: (row) => (row.id % 2 === 0 ? 'USD' : 'NIO'),
        value: (row) => row.amount,
      },
    ];
    const rows = invoices(4);
    render(<DataTable label="Facturas" columns={inRowCurrency} rows={rows} rowId={(row) => String(row.id)} totals />);
    const totals = within(screen.getAllByRole('rowgroup')[2] ?? document.body).getAllByRole('row');
    const sumIn = (even: number) => rows.filter((row) => row.id % 2 === even).reduce((sum, row) => sum + row.amount, 0);
    expect(totals.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Total NIO', 'Total USD']);
    expect(totals.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      `Saldo ${formatAmount(sumIn(1), 'NIO')}`,
      `Saldo ${formatAmount(sumIn(0), 'USD')}`,
    ]);
  });

  it('exports the rows as sorted and searched, on every page, with the header first', async () => {
    const user = userEvent.setup();
    const exporter = vi.fn((rows: ExportCell[][]) => Promise.resolve(new Uint8Array(rows.length)));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    render(
      <InvoiceTable
        rows={invoices(24)}
        searchable
        exporter={exporter}
        exportFile={{ fileName: 'facturas', sheetName: 'Facturas' }}
      />,
    );
    await user.type(screen.getByLabelText('Buscar'), 'zelaya');
    await user.click(screen.getByRole('button', { name: /Monto/ }));
    await user.click(screen.getByRole('button', { name: /Monto/ }));
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    const zelaya = invoices(24)
      .filter((row) => row.debtor === 'Zelaya')
      .sort((a, b) => b.amount - a.amount);
    expect(exporter).toHaveBeenCalledWith(
      [
        ['Número', 'Deudor', 'Monto NIO'],
        ...zelaya.map((row) => [row.id, 'Zelaya', { amount: row.amount }]),
        ['Total NIO', null, { cents: zelaya.reduce((sum, row) => sum + BigInt(Math.round(row.amount * 100)), 0n) }],
      ],
      'Facturas',
    );
    expect(await screen.findByText('Se exportaron 6 filas a Excel.')).toBeTruthy();
    expect(downloads).toEqual([expect.stringMatching(/^facturas-\d{4}-\d{2}-\d{2}\.xlsx$/)]);
  });
});
