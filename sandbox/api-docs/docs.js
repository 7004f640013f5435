// Kept in a file of its own: the page's CSP allows no inline script.
/* global SwaggerUIBundle */
window.addEventListener('DOMContentLoaded', () => {
  const target = document.getElementById('swagger-ui');
  if (typeof SwaggerUIBundle !== 'function') {
    target.textContent = 'No se pudo cargar la referencia. Descargue el documento en /api/openapi.json.';
    return;
  }
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    // Deep links put a link inside each operation's toggle button, which screen readers cannot reach.
    deepLinking: false,
    // The public validator badge would send the document to swagger.io.
    validatorUrl: null,
    docExpansion: 'list',
    // The roles allowed to make each call (x-roles).
    showExtensions: true,
    // Its colours miss AA contrast on the light background; plain text reads as well.
    syntaxHighlight: false,
    defaultModelsExpandDepth: 0,
    onComplete: () => {
      // Swagger UI leaves its server picker without a name.
      document.getElementById('servers')?.setAttribute('aria-label', 'Servidor');
    },
  });
});
