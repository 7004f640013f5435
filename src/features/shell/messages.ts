export const shellMessages = {
  home: 'Inicio',
  myProducts: 'Mis productos',
  factoring: 'Factoraje',
  mainMenu: 'Menú principal',
  collapse: 'Contraer menú',
  expand: 'Expandir menú',
  logout: 'Cerrar sesión',
  version: (version: string) => `Versión ${version}`,
  /** Starts with what the button shows (WCAG 2.5.3: a voice user says what they see). */
  userMenu: (name: string, role: string) => `${name} ${role}. Menú de usuario`,
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando...',
  noProducts: 'No tiene productos asignados.',
  welcome: (name: string) => `¡Bienvenido ${name}!`,
  welcomeBody: 'Gestiona tus productos y servicios financieros desde tu panel de control.',
  help: 'Ayuda: recorrido por el panel',
  pendingWork: 'Su trabajo pendiente',
  loadErrorTitle: 'An error occurred while loading the page.',
  loadErrorBody: 'No pudimos cargar sus datos de usuario. Verifique su conexión e inténtelo de nuevo.',
  retry: 'Reintentar',
} as const;

export const tourMessages = {
  label: 'Recorrido por el panel',
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Finalizar',
  close: 'Cerrar recorrido',
  progress: (step: number, total: number) => `Paso ${step} de ${total}`,
} as const;

export const shellIdleMessages = {
  idleTitle: 'Su sesión está por expirar',
  idleBody: (seconds: number) => `Por su seguridad, cerraremos la sesión por inactividad en ${seconds} segundos.`,
  stay: 'Seguir conectado',
  logoutNow: 'Cerrar sesión ahora',
} as const;
