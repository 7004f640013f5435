import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { Dexie } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { DraftList } from '@/features/factoring/import/components/draft-list';
import { DraftsCard } from '@/features/factoring/import/components/drafts-card';
import { SummaryPage } from '@/features/factoring/import/components/summary-page';
import { draftStore } from '@/features/factoring/import/draft-runtime';
import { draftDatabaseName } from '@/features/factoring/import/drafts/draft-database';
import { draftSchema } from '@/features/factoring/import/drafts/schema-status';
import { openNewerDraftsSchema } from '../e2e/support/newer-drafts-schema';
import { newDraft } from '../unit/features/import-drafts/draft-builders';

const ANA = 7;

/** The list, the dashboard card and the review of `draftId` on one page, with a router for their links. */
function renderDraftScreens(draftId: string) {
  // The router restores the scroll on each navigation; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <>
        <DraftsCard userId={ANA} />
        <DraftList userId={ANA} />
        <SummaryPage userId={ANA} draftId={draftId} />
      </>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the drafts on this device, when a read fails after one that worked', () => {
  it('still lists them and shows the review, and says why they may be old', async () => {
    const { id } = await draftStore.create(newDraft(ANA, { fileName: 'antes-del-cambio.xlsx' }));
    renderDraftScreens(id);
    const list = await screen.findByRole('region', { name: 'Mis importaciones en este dispositivo' });
    expect(await within(list).findByText('antes-del-cambio.xlsx')).toBeTruthy();
    expect(await screen.findByText('1 importación sin enviar')).toBeTruthy();
    expect(await screen.findByText('Total de facturas')).toBeTruthy();

    // The newer tab upgrades the schema (this tab stops using the drafts), then writes with
    // Dexie: this tab hears of the change and reads the drafts again, which now fails.
    await openNewerDraftsSchema({ name: draftDatabaseName, version: Math.round(draftStore.db.verno * 10) + 10 });
    expect(draftSchema.status()).toBe('outdated');
    const newer = await new Dexie(draftDatabaseName).open();
    await newer.table('attachments').put({ id: 'adjunto-1' });
    newer.close();

    const failure = await within(list).findByRole('alert');
    expect(failure.textContent).toBe(
      'El portal se actualizó en otra pestaña. Recargue esta página para seguir trabajando con sus borradores. La lista muestra lo que se leyó antes.',
    );
    expect(within(list).getByText('antes-del-cambio.xlsx')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Descartar la importación antes-del-cambio.xlsx' })).toBeTruthy();
    expect(
      screen.getByText('No se pudieron leer las importaciones guardadas en este dispositivo.', { exact: false })
        .textContent,
    ).toBe('No se pudieron leer las importaciones guardadas en este dispositivo. La cifra es la que se leyó antes.');
    expect(screen.getByText('1 importación sin enviar')).toBeTruthy();
    // The review stays too, under the same reason.
    expect(
      screen.getByText('La revisión muestra la importación tal como se leyó antes.', { exact: false }).textContent,
    ).toBe(
      'El portal se actualizó en otra pestaña. Recargue esta página para seguir trabajando con sus borradores. La revisión muestra la importación tal como se leyó antes.',
    );
    expect(screen.getByText('Total de facturas')).toBeTruthy();
  });
});
