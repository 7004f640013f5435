import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The tokens and the product-wide base come first, so every component's own styles follow them.
import './app/tokens.css';
import './app/styles.css';
import './app/print.css';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
