import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '@/components/error-screen';
import { InsidePageLayout } from '@/components/page-landmark';

describe('the error boundary screen', () => {
  it('says something went wrong, offers a refresh and keeps the details folded until asked', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const user = userEvent.setup();
    render(<ErrorScreen error={new TypeError('No se puede leer «idLoad»')} reset={() => undefined} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveProperty('tabIndex', -1);
    const details = screen.getByText('Detalles técnicos').closest('details');
    expect(details?.open).toBe(false);
    await user.click(screen.getByText('Detalles técnicos'));
    expect(details?.open).toBe(true);
    expect(details?.textContent).toContain('TypeError: No se puede leer «idLoad»');

    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a thrown value that is not an Error too', () => {
    render(<ErrorScreen error={'fallo de red'} reset={() => undefined} />);
    expect(screen.getByText('fallo de red')).toBeDefined();
  });
});

describe('the error boundary screen inside the shell', () => {
  it('is a section with a second-level heading, since the shell has the page main and title', () => {
    render(
      <InsidePageLayout value={true}>
        <ErrorScreen error={new Error('x')} reset={() => undefined} />
      </InsidePageLayout>,
    );
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeDefined();
  });

  it('is the page main with the page title on its own', () => {
    render(<ErrorScreen error={new Error('x')} reset={() => undefined} />);
    expect(screen.getByRole('main')).toBeDefined();
  });
});
