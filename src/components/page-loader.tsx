import './spinner.css';

export function PageLoader({ label = 'Cargando...' }: { readonly label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
